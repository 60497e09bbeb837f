import type { PublisherSort, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import { formatCount, formatMoney } from '@affnet/format';
import { Button, DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

const COLUMNS: { column: PublisherSort; label: string; number?: boolean }[] = [
  { column: 'name', label: 'column.name' },
  { column: 'email', label: 'column.email' },
  { column: 'company_name', label: 'column.company' },
  { column: 'status', label: 'column.status' },
  { column: 'clicks', label: 'column.clicks', number: true },
  { column: 'conversions', label: 'column.conversions', number: true },
  { column: 'payout', label: 'column.payout', number: true },
];

interface PublisherTableProps {
  rows: PublisherViewRow[];
  query: PublisherViewQuery;
  onSort: (column: PublisherSort) => void;
  onOpen: (id: number) => void;
}

/** One page of publishers with their last 30 days; headers sort, names open the publisher. */
export function PublisherTable({ rows, query, onSort, onOpen }: PublisherTableProps) {
  const { t, i18n } = useTranslation('publishers');
  const { sort, order } = query.options;
  return (
    <DataTable
      caption={t('caption')}
      columns={COLUMNS.map(({ column, label, number }) => ({
        key: column,
        label: t(label),
        numeric: number,
        sortable: true,
      }))}
      sort={{
        column: sort,
        order,
        onSort,
        titleFor: (column) => t('sortBy', { column }),
      }}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <Button type="button" $variant="link" onClick={() => onOpen(row.id)}>
              {row.name}
            </Button>
          </td>
          <td>{row.email}</td>
          <td>{row.company_name}</td>
          <td>{t(`status.${row.status}`)}</td>
          <td>{formatCount(row.clicks, i18n.language)}</td>
          <td>{formatCount(row.conversions, i18n.language)}</td>
          <td>{formatMoney(row.payout, row.currency, i18n.language)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
