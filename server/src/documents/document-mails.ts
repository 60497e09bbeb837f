import type { DocumentLanguage } from '@affnet/contracts';
import { formatDate, formatMoney } from '@affnet/format';
import type { Kysely } from 'kysely';
import { companyOf } from '../settings/company';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';

/** What a document's mail says, per language of documents; {network} {name} {number} {period} {amount} {due}. */
export interface DocumentMailWords {
  subject: string;
  hello: string;
  body: string;
  open: string;
  closing: string;
}

/** One numbered document for one recipient (a publisher's statement, an advertiser's invoice). */
export interface MailedDocument {
  recipientId: number;
  number: number;
  period_from: string;
  period_to: string;
  total: number;
  currency: string;
  due_on?: string | null;
  /** Its page on the network's dashboard, e.g. `/payments/invoices/12`. */
  path: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Tells each recipient that his document is ready, one mail per document, in the network's language of documents,
 * with a link to it on the network's dashboard domain (the PDF stays behind his sign-in: the mailer sends text only).
 * Queued in the caller's transaction: a rolled-back approval or sending mails nothing, and a done one never misses
 * its mails. Recipients are the network's users of `role` only.
 */
export async function queueDocumentMails(
  ctx: AppContext,
  trx: Kysely<Database>,
  networkId: number,
  mail: { role: 'publisher' | 'advertiser'; words: Record<DocumentLanguage, DocumentMailWords>; protocol: string },
  documents: MailedDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  const store = tenantStore(trx, networkId);
  const [company, network, recipients] = await Promise.all([
    companyOf(trx, networkId),
    store.network(),
    store.usersOfRole(
      mail.role,
      documents.map((document) => document.recipientId),
    ),
  ]);
  const language = company.document_language;
  const words = mail.words[language];
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, { locale: language, timeZone: 'UTC' });
  for (const document of documents) {
    const recipient = recipients.find((row) => row.id === document.recipientId);
    if (!recipient) continue;
    const values = {
      network: company.legal_name || network?.company_name || '',
      name: recipient.name,
      number: String(document.number),
      period: `${day(document.period_from)} – ${day(document.period_to)}`,
      amount: formatMoney(document.total, document.currency, language),
      due: document.due_on ? day(document.due_on) : '',
    };
    const text = [words.hello, '', words.body, words.open].map((line) => fill(line, values));
    const link = `${mail.protocol}://${network?.dashboard_domain}${document.path}`;
    await ctx.mail.queue(
      {
        to: recipient.email,
        subject: fill(words.subject, values),
        text: [...text, link, '', fill(words.closing, values)].join('\n'),
      },
      trx,
    );
  }
}
