import type { AdvertiserBalanceFigures } from '@affnet/contracts';
import { DataTable, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../hooks/use-money';
import { useAdvertiserBalances } from '../api/get-advertiser-balances';

const FIGURES: (keyof AdvertiserBalanceFigures)[] = ['owed', 'pending', 'invoiced', 'overdue', 'paid'];

/** /network/billing: what each advertiser owes per currency, with a total line per currency (never added across). */
export function AdvertiserBalancesSection() {
  const { t } = useTranslation('billing');
  const { money } = useMoney();
  const balances = useAdvertiserBalances();
  const columns = [
    { key: 'advertiser', label: t('column.advertiser') },
    { key: 'currency', label: t('column.currency') },
    ...FIGURES.map((figure) => ({ key: figure, label: t(`figure.${figure}`), numeric: true })),
  ];
  return (
    <>
      <Muted>{t('balances.help')}</Muted>
      <QueryState
        query={balances}
        isEmpty={(found) => found.rows.length === 0}
        empty={<Muted role="status">{t('balances.empty')}</Muted>}
      >
        {(found) => (
          <DataTable
            caption={t('balances.caption')}
            columns={columns}
            footer={found.totals.map((total) => (
              <tr key={total.currency}>
                <th scope="row">{t('balances.total')}</th>
                <td>{total.currency}</td>
                {FIGURES.map((figure) => (
                  <td key={figure}>{money(total[figure], total.currency)}</td>
                ))}
              </tr>
            ))}
          >
            {found.rows.map((row) => (
              <tr key={`${row.advertiser_id}:${row.currency}`}>
                <td>{row.advertiser_name}</td>
                <td>{row.currency}</td>
                {FIGURES.map((figure) => (
                  <td key={figure}>{money(row[figure], row.currency)}</td>
                ))}
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </>
  );
}
