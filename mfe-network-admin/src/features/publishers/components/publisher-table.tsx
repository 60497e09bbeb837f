import type { PublisherSort, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import { formatCount, formatMoney } from '@affnet/format';
import { Button, SortButton, Table } from '@affnet/ui';
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
    <Table>
      <caption>{t('caption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map(({ column, label, number }) => {
            const sorted = sort === column;
            return (
              <th
                key={column}
                scope="col"
                className={number ? 'number' : undefined}
                aria-sort={sorted ? (order === 'desc' ? 'descending' : 'ascending') : 'none'}
              >
                <SortButton type="button" onClick={() => onSort(column)} title={t('sortBy', { column: t(label) })}>
                  {t(label)}
                  <span aria-hidden="true">{sorted ? (order === 'desc' ? ' ▼' : ' ▲') : ''}</span>
                </SortButton>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
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
            <td className="number">{formatCount(row.clicks, i18n.language)}</td>
            <td className="number">{formatCount(row.conversions, i18n.language)}</td>
            <td className="number">{formatMoney(row.payout, row.currency, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
