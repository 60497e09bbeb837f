import type { PublisherInvoice } from '@affnet/contracts';
import { formatDate, formatMoney } from '@affnet/format';
import type { Kysely } from 'kysely';
import { companyOf } from '../settings/company';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import type { MailMessage } from '../shared/mail/mailer';
import { STATEMENT_MAIL_WORDS } from './statement-mail-words';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Tells each publisher of an approved run that his statement is ready, one mail per invoice (one per currency), in
 * the network's language of documents. Queued in the approval's transaction: a rolled-back approval sends nothing,
 * and an approved run never misses its mails. Each links to the invoice on his Payments page on the network's
 * dashboard domain; the PDF itself stays behind his sign-in (the mailer sends text only).
 */
export async function queueStatementMails(
  ctx: AppContext,
  trx: Kysely<Database>,
  networkId: number,
  invoices: PublisherInvoice[],
  protocol: string,
): Promise<void> {
  const numbered = invoices.filter((invoice) => invoice.number !== null);
  if (numbered.length === 0) return;
  const [company, network, publishers] = await Promise.all([
    companyOf(trx, networkId),
    trx
      .selectFrom('networks')
      .select(['company_name', 'dashboard_domain'])
      .where('id', '=', networkId)
      .executeTakeFirst(),
    trx
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('network_id', '=', networkId)
      .where('role', '=', 'publisher')
      .where(
        'id',
        'in',
        numbered.map((invoice) => invoice.publisher_id),
      )
      .execute(),
  ]);
  const language = company.document_language;
  const words = STATEMENT_MAIL_WORDS[language];
  const networkName = company.legal_name || network?.company_name || '';
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, { locale: language, timeZone: 'UTC' });
  for (const invoice of numbered) {
    const publisher = publishers.find((row) => row.id === invoice.publisher_id);
    if (!publisher) continue;
    const values = {
      network: networkName,
      name: publisher.name,
      number: String(invoice.number),
      period: `${day(invoice.period_from)} – ${day(invoice.period_to)}`,
      amount: formatMoney(invoice.total, invoice.currency, language),
    };
    const message: MailMessage = {
      to: publisher.email,
      subject: fill(words.subject, values),
      text: [
        fill(words.hello, values),
        '',
        fill(words.ready, values),
        fill(words.open, values),
        `${protocol}://${network?.dashboard_domain}/payments/invoices/${invoice.id}`,
        '',
        fill(words.closing, values),
      ].join('\n'),
    };
    await ctx.mail.queue(message, trx);
  }
}
