import type { AdvertiserInvoice } from '@affnet/contracts';
import { renderInvoicePdf } from '../documents/invoice-pdf';
import { networkIssuer } from '../documents/network-issuer';
import { documentLine } from '../invoicing/invoice-lines';
import type { AppContext, Session } from '../shared/context';
import { AppError, ERROR_CODES } from '../shared/errors';
import { advertiserInvoiceStore } from './invoice-store';
import { advertiserInvoice } from './invoices';

/** A draft has no number yet, and a document without one would be a document nobody can cite. */
const DRAFT_HAS_NO_PDF = () =>
  new AppError(409, ERROR_CODES.notReady, 'A draft invoice has no PDF: it gets its number when its run is sent');

/**
 * A sent (or overdue, or paid) advertiser invoice as a PDF in the network's language of documents, through the
 * renderer publisher statements use: the owner any of his network's, an advertiser his own (another's, or a draft,
 * is not found for him, as with the invoice itself). Lines by offer and goal: no publisher is named.
 */
export async function advertiserInvoicePdf(
  ctx: AppContext,
  session: Session,
  invoiceId: number,
): Promise<{ name: string; content: Buffer }> {
  const invoice: AdvertiserInvoice = await advertiserInvoice(ctx, session, invoiceId);
  if (invoice.number === null || invoice.issued_on === null) throw DRAFT_HAS_NO_PDF();
  const networkId = session.user.network_id as number;
  const [{ issuer, language }, advertiser] = await Promise.all([
    networkIssuer(ctx.db, ctx.files, networkId),
    advertiserInvoiceStore(ctx.db, networkId).recipient(invoice.advertiser_id),
  ]);
  const content = await renderInvoicePdf({
    kind: 'advertiser_invoice',
    number: String(invoice.number),
    issued_on: invoice.issued_on,
    period_from: invoice.period_from,
    period_to: invoice.period_to,
    due_on: invoice.due_on,
    issuer,
    recipient: { name: advertiser?.company_name || invoice.advertiser_name, email: advertiser?.email ?? null },
    currency: invoice.currency,
    lines: invoice.lines.map(documentLine),
    total: invoice.total,
    language,
  });
  return { name: `invoice-A${invoice.number}.pdf`, content };
}
