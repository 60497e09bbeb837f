import type { PayoutRun } from '@affnet/contracts';
import { DataTable } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../hooks/use-money';

/** The run's invoices counted and summed per currency: one line each, two currencies never added. */
export function RunTotals({ run }: { run: PayoutRun }) {
  const { t } = useTranslation('payouts');
  const { money, count } = useMoney();
  const byCurrency = new Map<string, { invoices: number; total: number }>();
  for (const invoice of run.invoices) {
    const sum = byCurrency.get(invoice.currency) ?? { invoices: 0, total: 0 };
    byCurrency.set(invoice.currency, { invoices: sum.invoices + 1, total: sum.total + invoice.total });
  }
  const columns = [
    { key: 'currency', label: t('column.currency') },
    { key: 'invoices', label: t('column.invoices'), numeric: true },
    { key: 'amount', label: t('column.amount'), numeric: true },
  ];
  return (
    <DataTable caption={t('run.totals')} columns={columns}>
      {[...byCurrency].map(([currency, sum]) => (
        <tr key={currency}>
          <td>{currency}</td>
          <td>{count(sum.invoices)}</td>
          <td>{money(sum.total, currency)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
