import type { PublisherSort, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import { formatCount } from '@affnet/format';
import { Button, DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { PayoutCell, PayoutNote } from './payout-cell';

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

/** One page of publishers with their last 30 days (payout per currency, never added); headers sort, names open one. */
export function PublisherTable({ rows, query, onSort, onOpen }: PublisherTableProps) {
  const { t, i18n } = useTranslation('publishers');
  const { sort, order } = query.options;
  return (
    <>
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
            <td>
              <PayoutCell amounts={row.amounts} />
            </td>
          </tr>
        ))}
      </DataTable>
      <PayoutNote amounts={rows.map((row) => row.amounts)} currency={rows[0]?.currency ?? ''} />
    </>
  );
}
