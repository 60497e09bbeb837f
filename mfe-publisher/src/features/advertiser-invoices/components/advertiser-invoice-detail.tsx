import type { AdvertiserInvoice } from '@affnet/contracts';
import { formatCount, formatDay, formatMoney } from '@affnet/format';
import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type InvoiceFact, InvoiceFacts } from '../../../components/invoice-facts';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** As cards on a phone: an adjustment's and the total's empty cells take no line. */
const Lines = styled.div`
  @container data-table (max-width: 40rem) {
    table > :is(tbody, tfoot) > tr > td:empty { display: none; }
    table > tfoot > tr > th:first-child::before { content: none; }
  }
`;

/** An invoice: its facts (number, period, issue and due days, status), a line per offer and goal, the total. */
export function AdvertiserInvoiceDetail({ invoice }: { invoice: AdvertiserInvoice }) {
  const { t, i18n } = useTranslation('advertiser-invoices');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, invoice.currency, locale);
  const day = (value: string | null) => (value ? formatDay(value, locale) : '—');
  const facts: InvoiceFact[] = [
    [t('column.number'), t('name', { number: invoice.number ?? '—' })],
    [t('column.period'), `${day(invoice.period_from)} – ${day(invoice.period_to)}`],
    [t('issued'), day(invoice.issued_on)],
    [t('column.due'), day(invoice.due_on)],
    [t('column.status'), <InvoiceStatusBadge key="status" status={invoice.status} />],
    [t('currency'), invoice.currency],
  ];
  if (invoice.paid_at) facts.push([t('paidOn'), day(invoice.paid_at)]);
  return (
    <>
      <InvoiceFacts facts={facts} />
      <Lines>
        <DataTable
          caption={t('lines.title')}
          columns={[
            { key: 'offer', label: t('lines.offer') },
            { key: 'goal', label: t('lines.goal') },
            { key: 'conversions', label: t('lines.conversions'), numeric: true },
            { key: 'amount', label: t('lines.amount'), numeric: true },
          ]}
          footer={
            <tr>
              <th scope="row">{t('column.total')}</th>
              <td />
              <td />
              <td>
                <strong>{money(invoice.total)}</strong>
              </td>
            </tr>
          }
        >
          {invoice.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.kind === 'adjustment' ? `${t('lines.adjustment')}: ${line.reason ?? ''}` : line.offer_name}</td>
              <td>{line.kind === 'adjustment' ? '' : (line.goal ?? t('lines.defaultGoal'))}</td>
              <td>{line.kind === 'adjustment' ? '' : formatCount(line.conversions, locale)}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </DataTable>
      </Lines>
    </>
  );
}
