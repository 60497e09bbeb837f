import type { Balance, BalanceSort, BalanceTotal } from '@affnet/contracts';
import { DataTable, type TableSort } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/use-money';

const FIGURES = ['earned', 'pending', 'on_hold', 'invoiced', 'paid'] as const;

interface BalanceTableProps {
  caption: string;
  rows: Balance[];
  totals: BalanceTotal[];
  /** Without a sort the table is one publisher's: no publisher column. */
  sort?: TableSort<BalanceSort>;
  /** The publisher's name as shown in his row (a link to his page on the list). */
  publisherCell?: (row: Balance) => ReactNode;
}

/** Balances per publisher and currency, with a total line per currency at the foot: two currencies never added. */
export function BalanceTable({ caption, rows, totals, sort, publisherCell }: BalanceTableProps) {
  const { t } = useTranslation('payouts');
  const { money } = useMoney();
  const withPublisher = publisherCell !== undefined;
  const columns = [
    ...(withPublisher ? [{ key: 'publisher_name' as const, label: t('column.publisher'), sortable: true }] : []),
    { key: 'currency' as const, label: t('column.currency'), sortable: true },
    ...FIGURES.map((key) => ({ key, label: t(`column.${key}`), numeric: true, sortable: true })),
  ];
  // One publisher's rows are their own totals (one per currency); the list totals each currency at its foot.
  const footer =
    withPublisher && rows.length > 1
      ? totals.map((total) => (
          <tr key={total.currency}>
            <th scope="row">{t('balances.total')}</th>
            <td>{total.currency}</td>
            {FIGURES.map((key) => (
              <td key={key}>{money(total[key], total.currency)}</td>
            ))}
          </tr>
        ))
      : null;
  return (
    <DataTable caption={caption} columns={columns} sort={sort} footer={footer}>
      {rows.map((row) => (
        <tr key={`${row.publisher_id}-${row.currency}`}>
          {withPublisher ? <td>{publisherCell(row)}</td> : null}
          <td>{row.currency}</td>
          {FIGURES.map((key) => (
            <td key={key}>{money(row[key], row.currency)}</td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
