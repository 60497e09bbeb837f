import type { AdvertiserInvoice, AdvertiserInvoicePaidInput, BillingAdjustmentInput } from '@affnet/contracts';
import { ownersNetwork } from '../invoicing/owners-network';
import { adjustmentReason } from '../invoicing/run-period';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { dayOf } from '../statistics/report-period';
import { advertisersAccount } from './access';
import { advertiserInvoiceStore, type InvoiceReader } from './invoice-store';
import { ALREADY_SENT } from './runs';
import { invoicesWithLines } from './views';

const INVOICE_NOT_FOUND = () => notFound('Invoice not found');

/** The advertiser's sent and paid invoices, newest first. */
export async function advertisersInvoices(ctx: AppContext, session: Session): Promise<AdvertiserInvoice[]> {
  const { networkId, advertiserId } = advertisersAccount(session);
  const rows = await advertiserInvoiceStore(ctx.db, networkId).ofAdvertiser(advertiserId);
  return invoicesWithLines(ctx.db, networkId, rows);
}

/** One invoice: the owner any of his network's, an advertiser only his own sent or paid one (else 404). */
export async function advertiserInvoice(
  ctx: AppContext,
  session: Session,
  invoiceId: number,
): Promise<AdvertiserInvoice> {
  const owner = session.user.role === 'network';
  const networkId = owner ? ownersNetwork(session) : advertisersAccount(session).networkId;
  const reader: InvoiceReader = owner ? 'owner' : { advertiserId: session.user.id };
  const row = await advertiserInvoiceStore(ctx.db, networkId).invoice(invoiceId, reader);
  if (!row) throw INVOICE_NOT_FOUND();
  const [invoice] = await invoicesWithLines(ctx.db, networkId, [row]);
  if (!invoice) throw INVOICE_NOT_FOUND();
  return invoice;
}

/** The owner adds a charge (> 0) or a credit (< 0) with its reason to a draft invoice; audited. */
export async function addBillingAdjustment(
  ctx: AppContext,
  session: Session,
  invoiceId: number,
  input: BillingAdjustmentInput,
): Promise<AdvertiserInvoice> {
  const networkId = ownersNetwork(session);
  const reason = adjustmentReason(input);
  return ctx.db.transaction().execute(async (trx) => {
    const invoices = advertiserInvoiceStore(trx, networkId);
    const row = await invoices.invoice(invoiceId, 'owner');
    if (!row) throw INVOICE_NOT_FOUND();
    if (row.status !== 'draft') throw ALREADY_SENT();
    const line = { offer_id: null, offer_name: null, goal: null, conversions: 0, adjustment_id: null };
    await invoices.insertLines(invoiceId, [{ ...line, kind: 'adjustment', amount: input.amount, reason }]);
    await invoices.sumLines(invoiceId);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'billing.invoice.adjustment',
      logStatus: `Adjustment on the invoice of ${row.advertiser_name}: ${reason}`,
      subject: row.advertiser_name,
      changes: [{ field: 'adjustment', after: input.amount }],
      details: { invoice_id: invoiceId, advertiser_id: row.advertiser_id, currency: row.currency },
    });
    return advertiserInvoice({ ...ctx, db: trx }, session, invoiceId);
  });
}

/** The owner marks a sent (or overdue) invoice paid on a day with the payment's reference; a draft or paid one: 400. */
export async function markAdvertiserInvoicePaid(
  ctx: AppContext,
  session: Session,
  invoiceId: number,
  input: AdvertiserInvoicePaidInput,
): Promise<AdvertiserInvoice> {
  const networkId = ownersNetwork(session);
  const paidOn = dayOf({ ...input }, 'paid_on') ?? '';
  const reference = input.reference.trim();
  if (reference === '') throw invalidField('reference', ERROR_CODES.required, 'is required');
  return ctx.db.transaction().execute(async (trx) => {
    const invoices = advertiserInvoiceStore(trx, networkId);
    const row = await invoices.invoice(invoiceId, 'owner');
    if (!row) throw INVOICE_NOT_FOUND();
    if (!(await invoices.markPaid(invoiceId, paidOn, reference)))
      throw invalidField('id', ERROR_CODES.notOneOf, 'is not a sent invoice');
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'billing.invoice.paid',
      logStatus: `Invoice ${row.number} of ${row.advertiser_name} paid on ${paidOn}`,
      subject: row.advertiser_name,
      changes: [
        { field: 'advertiser_invoice_status', before: 'sent', after: 'paid' },
        { field: 'paid_reference', after: reference },
      ],
      details: { invoice_id: invoiceId, advertiser_id: row.advertiser_id },
    });
    return advertiserInvoice({ ...ctx, db: trx }, session, invoiceId);
  });
}
