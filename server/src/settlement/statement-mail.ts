import type { PublisherInvoice } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { queueDocumentMails } from '../documents/document-mails';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { STATEMENT_MAIL_WORDS } from './statement-mail-words';

/** Tells each publisher of an approved run that his statement is ready (one mail per invoice, on his Payments page). */
export function queueStatementMails(
  ctx: AppContext,
  trx: Kysely<Database>,
  networkId: number,
  invoices: PublisherInvoice[],
  protocol: string,
): Promise<void> {
  const numbered = invoices.flatMap((invoice) =>
    invoice.number === null
      ? []
      : [
          {
            ...invoice,
            number: invoice.number,
            due_on: invoice.payable_on,
            recipientId: invoice.publisher_id,
            path: `/payments/invoices/${invoice.id}`,
          },
        ],
  );
  return queueDocumentMails(
    ctx,
    trx,
    networkId,
    { role: 'publisher', words: STATEMENT_MAIL_WORDS, protocol },
    numbered,
  );
}
