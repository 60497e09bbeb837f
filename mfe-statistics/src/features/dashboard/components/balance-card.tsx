import type { PublisherBalances } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { DataTable, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionTitle } from '../../../components/table';
import { useBalances } from '../api/get-balances';
import '../i18n/balance-card';

/** The dashboard keeps to what he is owed and what came of it; invoiced waits on the Payments page with the invoices. */
const FIGURES = ['earned', 'pending', 'paid'] as const;

type OwnBalance = PublisherBalances['rows'][number];

/**
 * The publisher's balance per currency (issue 30), one line each and never added across currencies. It loads apart
 * from the figures, so a slow or failed balance leaves the periods on screen.
 */
export function BalanceCard() {
  const { t } = useTranslation('statistics');
  const balances = useBalances();
  return (
    <section aria-labelledby="balance-title">
      <SectionTitle id="balance-title">{t('balance.title')}</SectionTitle>
      <Muted>{t('balance.intro')}</Muted>
      <QueryState
        query={balances}
        loadingLabel={t('balance.loading')}
        isEmpty={(answer) => answer.rows.length === 0}
        empty={<Muted>{t('balance.empty')}</Muted>}
      >
        {(answer) => <BalanceTable rows={answer.rows} />}
      </QueryState>
      <p>
        <Link to="/payments">{t('balance.toPayments')}</Link>
      </p>
    </section>
  );
}

function BalanceTable({ rows }: { rows: OwnBalance[] }) {
  const { t, i18n } = useTranslation('statistics');
  const columns = [
    { key: 'currency', label: t('balance.currency') },
    ...FIGURES.map((figure) => ({ key: figure, label: t(`balance.${figure}`), numeric: true })),
  ];
  return (
    <DataTable caption={t('balance.perCurrency')} captionHidden columns={columns} narrow="cards">
      {rows.map((row) => (
        <tr key={row.currency}>
          <td>{row.currency}</td>
          {FIGURES.map((figure) => (
            <td key={figure}>{formatMoney(row[figure], row.currency, i18n.language)}</td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
