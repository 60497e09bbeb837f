import type { Balance, BalanceSort, BalanceTotal } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { DataTable, type TableSort } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/balances';

const FIGURES = ['earned', 'pending', 'on_hold', 'invoiced', 'paid'] as const;

interface BalanceTableProps {
  caption: string;
  /** A heading above already names the table: the caption is for screen readers. */
  captionHidden?: boolean;
  rows: Balance[];
  totals: BalanceTotal[];
  /** The server's order of the rows; headers sort only with it. */
  sort?: TableSort<BalanceSort>;
  /** The publisher's cell of a row (a link to his page); without it the table is one publisher's, by currency. */
  publisherCell?: (row: Balance) => ReactNode;
}

/**
 * Balances per publisher and currency (Payouts' list, a publisher's page), with a total line per currency at the
 * foot: two currencies never added.
 */
export function BalanceTable({ caption, captionHidden, rows, totals, sort, publisherCell }: BalanceTableProps) {
  const { t, i18n } = useTranslation('balances');
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const withPublisher = publisherCell !== undefined;
  const columns = [
    ...(withPublisher ? [{ key: 'publisher_name' as const, label: t('publisher'), sortable: true }] : []),
    { key: 'currency' as const, label: t('currency'), sortable: true },
    ...FIGURES.map((key) => ({ key, label: t(key), numeric: true, sortable: true })),
  ];
  // One publisher's rows are their own totals (one per currency); the list totals each currency at its foot.
  const footer =
    withPublisher && rows.length > 1
      ? totals.map((total) => (
          <tr key={total.currency}>
            <th scope="row">{t('total')}</th>
            <td>{total.currency}</td>
            {FIGURES.map((key) => (
              <td key={key}>{money(total[key], total.currency)}</td>
            ))}
          </tr>
        ))
      : null;
  return (
    <DataTable caption={caption} captionHidden={captionHidden} columns={columns} sort={sort} footer={footer}>
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
