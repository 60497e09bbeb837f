import type { AdjustmentInput, InvoicePaidInput, PublisherInvoice } from '@affnet/contracts';
import { adjustmentReason } from '../invoicing/run-period';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { dayOf } from '../statistics/report-period';
import { ownersNetwork, publishersAccount } from './access';
import { invoiceStore } from './invoice-store';
import { invoicesWithLines } from './invoice-views';
import { ALREADY_APPROVED } from './runs';

const INVOICE_NOT_FOUND = () => notFound('Invoice not found');

/** The publisher's approved and paid invoices, newest first. */
export async function publishersInvoices(ctx: AppContext, session: Session): Promise<PublisherInvoice[]> {
  const { networkId, publisherId } = publishersAccount(session);
  const rows = await invoiceStore(ctx.db, networkId).ofPublisher(publisherId);
  return invoicesWithLines(ctx.db, networkId, rows);
}

/** One invoice: the owner any of his network's, a publisher only his own approved or paid one (else 404). */
export async function invoiceOf(ctx: AppContext, session: Session, invoiceId: number): Promise<PublisherInvoice> {
  const owner = session.user.role === 'network';
  const networkId = owner ? ownersNetwork(session) : publishersAccount(session).networkId;
  const reader = owner ? 'owner' : { publisherId: session.user.id };
  const row = await invoiceStore(ctx.db, networkId).invoice(invoiceId, reader);
  if (!row) throw INVOICE_NOT_FOUND();
  const [invoice] = await invoicesWithLines(ctx.db, networkId, [row]);
  if (!invoice) throw INVOICE_NOT_FOUND();
  return invoice;
}

/** The owner adds a credit (> 0) or a debit (< 0) with its reason to a draft invoice; audited. */
export async function addAdjustment(
  ctx: AppContext,
  session: Session,
  invoiceId: number,
  input: AdjustmentInput,
): Promise<PublisherInvoice> {
  const networkId = ownersNetwork(session);
  const reason = adjustmentReason(input);
  return ctx.db.transaction().execute(async (trx) => {
    const invoices = invoiceStore(trx, networkId);
    const row = await invoices.invoice(invoiceId, 'owner');
    if (!row) throw INVOICE_NOT_FOUND();
    if (row.status !== 'draft') throw ALREADY_APPROVED();
    await invoices.insertLines(invoiceId, [
      {
        kind: 'adjustment',
        offer_id: null,
        offer_name: null,
        goal: null,
        conversions: 0,
        amount: input.amount,
        reason,
        adjustment_id: null,
      },
    ]);
    await invoices.sumLines(invoiceId);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'settlement.invoice.adjustment',
      logStatus: `Adjustment on the invoice of ${row.publisher_name}: ${reason}`,
      subject: row.publisher_name,
      changes: [{ field: 'adjustment', after: input.amount }],
      details: { invoice_id: invoiceId, publisher_id: row.publisher_id, currency: row.currency },
    });
    return invoiceOf({ ...ctx, db: trx }, session, invoiceId);
  });
}

/**
 * The owner marks approved invoices paid (one, or several at once) on a day with the payment's reference. All or
 * none: an invoice of his network that is not approved is a 400 naming `invoice_ids`.
 */
export async function markInvoicesPaid(
  ctx: AppContext,
  session: Session,
  input: InvoicePaidInput & { invoice_ids: number[] },
): Promise<PublisherInvoice[]> {
  const networkId = ownersNetwork(session);
  const paidOn = dayOf({ ...input }, 'paid_on') ?? '';
  const reference = input.reference.trim();
  if (reference === '') throw invalidField('reference', ERROR_CODES.required, 'is required');
  const ids = [...new Set(input.invoice_ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const invoices = invoiceStore(trx, networkId);
    // Another network's invoice (or none) is not found, as anywhere else; one of his own not approved is a 400.
    if ((await invoices.byIds(ids)).length !== ids.length) throw INVOICE_NOT_FOUND();
    const paid = await invoices.markPaid(ids, paidOn, reference);
    if (paid.length !== ids.length) {
      const missing = ids.filter((id) => !paid.includes(id));
      throw invalidField('invoice_ids', ERROR_CODES.notOneOf, `not approved invoices to pay: ${missing.join(', ')}`);
    }
    const rows = await invoices.byIds(ids);
    for (const row of rows) {
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: 'settlement.invoice.paid',
        logStatus: `Invoice ${row.number} of ${row.publisher_name} paid on ${paidOn}`,
        subject: row.publisher_name,
        changes: [
          { field: 'invoice_status', before: 'approved', after: 'paid' },
          { field: 'paid_reference', after: reference },
        ],
        details: { invoice_id: row.id, publisher_id: row.publisher_id },
      });
    }
    return invoicesWithLines(trx, networkId, rows);
  });
}
