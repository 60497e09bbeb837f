import type { AdvertiserInvoice } from '@affnet/contracts';
import { formatDay, formatMoney } from '@affnet/format';
import { AreaPage, DataTable, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAdvertiserInvoices } from '../api/get-advertiser-invoices';
import '../i18n/advertiser-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** /invoices: the advertiser's invoices, newest first; each opens its lines and its PDF. */
export function AdvertiserInvoicesPage() {
  const { t } = useTranslation('advertiser-invoices');
  const invoices = useAdvertiserInvoices();
  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      <QueryState
        query={invoices}
        loadingLabel={t('loading')}
        isEmpty={(list) => list.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(list) => <InvoicesTable invoices={list} />}
      </QueryState>
    </AreaPage>
  );
}

function InvoicesTable({ invoices }: { invoices: AdvertiserInvoice[] }) {
  const { t, i18n } = useTranslation('advertiser-invoices');
  const locale = i18n.language;
  const columns = [
    { key: 'number', label: t('column.number') },
    { key: 'period', label: t('column.period') },
    { key: 'due', label: t('column.due') },
    { key: 'total', label: t('column.total'), numeric: true },
    { key: 'status', label: t('column.status') },
  ];
  return (
    <DataTable caption={t('caption')} columns={columns}>
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <td>
            <Link to={`/invoices/${invoice.id}`}>{t('name', { number: invoice.number ?? '—' })}</Link>
          </td>
          <td>{`${formatDay(invoice.period_from, locale)} – ${formatDay(invoice.period_to, locale)}`}</td>
          <td>{invoice.due_on ? formatDay(invoice.due_on, locale) : '—'}</td>
          <td>{formatMoney(invoice.total, invoice.currency, locale)}</td>
          <td>
            <InvoiceStatusBadge status={invoice.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
