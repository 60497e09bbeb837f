import type { AdvertiserInvoice } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { queueDocumentMails } from '../documents/document-mails';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { INVOICE_MAIL_WORDS } from './invoice-mail-words';

/**
 * Sends each advertiser his invoice of a sent run: one mail per invoice, with its amount and due day and a link to it
 * on his Invoices page.
 */
export function queueAdvertiserInvoiceMails(
  ctx: AppContext,
  trx: Kysely<Database>,
  networkId: number,
  invoices: AdvertiserInvoice[],
  protocol: string,
): Promise<void> {
  const sent = invoices.flatMap((invoice) =>
    invoice.number === null
      ? []
      : [{ ...invoice, number: invoice.number, recipientId: invoice.advertiser_id, path: `/invoices/${invoice.id}` }],
  );
  return queueDocumentMails(ctx, trx, networkId, { role: 'advertiser', words: INVOICE_MAIL_WORDS, protocol }, sent);
}
