import type { PublisherInvoice } from '@affnet/contracts';
import { renderInvoicePdf } from '../documents/invoice-pdf';
import { networkIssuer } from '../documents/network-issuer';
import { documentLine } from '../invoicing/invoice-lines';
import { paymentDetailsStore } from '../payment-details/store';
import type { AppContext, Session } from '../shared/context';
import { AppError, ERROR_CODES } from '../shared/errors';
import { localDayOf } from '../shared/time-zones';
import { invoiceOf } from './invoices';

/** A draft has no number yet, and a document without one would be a document nobody can cite. */
const DRAFT_HAS_NO_PDF = () =>
  new AppError(409, ERROR_CODES.notReady, 'A draft invoice has no PDF: it gets its number when its run is approved');

/** The publisher as his invoices name him: his tax details when he saved them, else his account's name. */
async function recipientOf(ctx: AppContext, networkId: number, invoice: PublisherInvoice) {
  const details = await paymentDetailsStore(ctx.db, networkId).detailsOf(invoice.publisher_id);
  if (!details) return { name: invoice.publisher_name };
  return {
    name: details.tax_legal_name,
    address: details.tax_address,
    country: details.tax_country,
    tax_id: details.tax_id,
  };
}

/**
 * An approved (or paid) invoice as a PDF in the network's language of documents: the owner any of his network's,
 * a publisher his own (another's, or a draft, is not found for him, as with the invoice itself).
 */
export async function publisherInvoicePdf(
  ctx: AppContext,
  session: Session,
  invoiceId: number,
): Promise<{ name: string; content: Buffer }> {
  const invoice = await invoiceOf(ctx, session, invoiceId);
  if (invoice.number === null || invoice.approved_at === null) throw DRAFT_HAS_NO_PDF();
  const networkId = session.user.network_id as number;
  const [{ issuer, language }, recipient, network] = await Promise.all([
    networkIssuer(ctx.db, ctx.files, networkId),
    recipientOf(ctx, networkId, invoice),
    ctx.platform.networkById(networkId),
  ]);
  const content = await renderInvoicePdf({
    kind: 'publisher_statement',
    number: String(invoice.number),
    issued_on: localDayOf(new Date(invoice.approved_at), network?.time_zone ?? 'UTC'),
    period_from: invoice.period_from,
    period_to: invoice.period_to,
    due_on: invoice.payable_on,
    issuer,
    recipient: { ...recipient, name: recipient.name || invoice.publisher_name },
    currency: invoice.currency,
    lines: invoice.lines.map(documentLine),
    total: invoice.total,
    language,
  });
  return { name: `invoice-${invoice.number}.pdf`, content };
}
