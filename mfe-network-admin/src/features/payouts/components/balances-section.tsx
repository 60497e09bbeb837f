import { BALANCE_SORTS, type BalanceSort } from '@affnet/contracts';
import { Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BalanceTable } from '../../../components/balance-table';
import { type BalanceOrder, useBalances } from '../api/get-balances';

/** The sort of the list, kept in the address (?sort=&order=) so a shared link shows the same order. */
function useBalanceOrder(): [BalanceOrder, (column: BalanceSort) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort') as BalanceSort | null;
  const sort: BalanceSort = asked && BALANCE_SORTS.includes(asked) ? asked : 'publisher_name';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const sortBy = (column: BalanceSort) => {
    // Figures are read largest first; names and currencies from A.
    const first = column === 'publisher_name' || column === 'currency' ? 'asc' : 'desc';
    const next = sort === column ? (order === 'asc' ? 'desc' : 'asc') : first;
    setParams({ sort: column, order: next }, { replace: true });
  };
  return [{ sort, order }, sortBy];
}

/** /network/payouts: what the network owes each publisher per currency, sortable, with totals per currency. */
export function BalancesSection({ publisherPath }: { publisherPath: (publisherId: number) => string }) {
  const { t } = useTranslation('payouts');
  const [order, sortBy] = useBalanceOrder();
  const balances = useBalances(order);
  return (
    <>
      <Muted>{t('balances.help')}</Muted>
      <QueryState
        query={balances}
        isEmpty={(found) => found.rows.length === 0}
        empty={<Muted role="status">{t('balances.empty')}</Muted>}
      >
        {(found) => (
          <BalanceTable
            caption={t('balances.caption')}
            rows={found.rows}
            totals={found.totals}
            sort={{
              column: order.sort,
              order: order.order,
              onSort: sortBy,
              titleFor: (column) => t('sortBy', { column }),
            }}
            publisherCell={(row) => <Link to={publisherPath(row.publisher_id)}>{row.publisher_name}</Link>}
          />
        )}
      </QueryState>
    </>
  );
}
