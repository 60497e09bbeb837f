import type { AdvertiserInvoice } from '@affnet/contracts';
import { formatDate, formatMoney } from '@affnet/format';
import type { Kysely } from 'kysely';
import { companyOf } from '../settings/company';
import type { AppContext } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { INVOICE_MAIL_WORDS } from './invoice-mail-words';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Sends each advertiser his invoice of a sent run: one mail per invoice, in the network's language of documents,
 * with its amount and due day and a link to it on his Invoices page. Queued in the sending's transaction: a
 * rolled-back sending mails nothing, and a sent run never misses its mails. The PDF stays behind his sign-in.
 */
export async function queueAdvertiserInvoiceMails(
  ctx: AppContext,
  trx: Kysely<Database>,
  networkId: number,
  invoices: AdvertiserInvoice[],
  protocol: string,
): Promise<void> {
  const sent = invoices.filter((invoice) => invoice.number !== null);
  if (sent.length === 0) return;
  const [company, network, advertisers] = await Promise.all([
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
      .where('role', '=', 'advertiser')
      .where(
        'id',
        'in',
        sent.map((invoice) => invoice.advertiser_id),
      )
      .execute(),
  ]);
  const language = company.document_language;
  const words = INVOICE_MAIL_WORDS[language];
  const networkName = company.legal_name || network?.company_name || '';
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, { locale: language, timeZone: 'UTC' });
  for (const invoice of sent) {
    const advertiser = advertisers.find((row) => row.id === invoice.advertiser_id);
    if (!advertiser) continue;
    const values = {
      network: networkName,
      name: advertiser.name,
      number: String(invoice.number),
      period: `${day(invoice.period_from)} – ${day(invoice.period_to)}`,
      amount: formatMoney(invoice.total, invoice.currency, language),
      due: invoice.due_on ? day(invoice.due_on) : '',
    };
    await ctx.mail.queue(
      {
        to: advertiser.email,
        subject: fill(words.subject, values),
        text: [
          fill(words.hello, values),
          '',
          fill(words.sent, values),
          fill(words.open, values),
          `${protocol}://${network?.dashboard_domain}/invoices/${invoice.id}`,
          '',
          fill(words.closing, values),
        ].join('\n'),
      },
      trx,
    );
  }
}
