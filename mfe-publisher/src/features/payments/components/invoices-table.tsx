import type { PublisherInvoice } from '@affnet/contracts';
import { formatDay, formatMoney } from '@affnet/format';
import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InvoiceStatus } from './invoice-status';

/** The period of an invoice as two days of the network's calendar. */
export const periodOf = (invoice: PublisherInvoice, locale: string) =>
  `${formatDay(invoice.period_from, locale)} – ${formatDay(invoice.period_to, locale)}`;

/** His invoices, newest first: number, period, payable day, currency, total, status; each opens its detail. */
export function InvoicesTable({ invoices }: { invoices: PublisherInvoice[] }) {
  const { t, i18n } = useTranslation('payments');
  const columns = [
    { key: 'number', label: t('invoice.number') },
    { key: 'period', label: t('invoice.period') },
    { key: 'payable', label: t('invoice.payableOn') },
    { key: 'currency', label: t('invoice.currency') },
    { key: 'total', label: t('invoice.total'), numeric: true },
    { key: 'status', label: t('invoice.status') },
  ];
  return (
    <DataTable caption={t('invoices')} captionHidden columns={columns}>
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <td>
            <Link to={`/payments/invoices/${invoice.id}`}>{t('invoice.name', { number: invoice.number ?? '—' })}</Link>
          </td>
          <td>{periodOf(invoice, i18n.language)}</td>
          <td>{invoice.payable_on ? formatDay(invoice.payable_on, i18n.language) : '—'}</td>
          <td>{invoice.currency}</td>
          <td>{formatMoney(invoice.total, invoice.currency, i18n.language)}</td>
          <td>
            <InvoiceStatus status={invoice.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
