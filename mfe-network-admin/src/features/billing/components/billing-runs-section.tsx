import type { BillingRunSummary } from '@affnet/contracts';
import { DataTable, Muted, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMoney } from '../../../hooks/use-money';
import { useBillingRuns } from '../api/get-billing-runs';
import { NewBillingRunForm } from './new-billing-run-form';

const Line = styled.span`
  display: block;
`;

const Runs = styled.section`
  margin-block-start: 1.5rem;
`;

/** /network/billing/runs: make a period's invoices; the runs so far, each opening its invoices. */
export function BillingRunsSection({ runPath }: { runPath: (runId: number) => string }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const runs = useBillingRuns();
  return (
    <>
      <NewBillingRunForm onStarted={(runId) => navigate(runPath(runId))} />
      <Runs>
        <QueryState
          query={runs}
          isEmpty={(list) => list.length === 0}
          empty={<Muted role="status">{t('runs.empty')}</Muted>}
        >
          {(list) => <RunsTable runs={list} runPath={runPath} />}
        </QueryState>
      </Runs>
    </>
  );
}

function RunsTable({ runs, runPath }: { runs: BillingRunSummary[]; runPath: (runId: number) => string }) {
  const { t } = useTranslation('billing');
  const { money, period, count } = useMoney();
  const columns = [
    { key: 'period', label: t('column.period') },
    { key: 'status', label: t('column.status') },
    { key: 'invoices', label: t('column.invoices'), numeric: true },
    { key: 'totals', label: t('column.totals'), numeric: true },
  ];
  return (
    <DataTable caption={t('runs.caption')} columns={columns}>
      {runs.map((run) => {
        const days = period(run.period_from, run.period_to);
        return (
          <tr key={run.id}>
            <td>
              <Link to={runPath(run.id)} aria-label={t('runs.open', { period: days })}>
                {days}
              </Link>
            </td>
            <td>{t(`runStatus.${run.status}`)}</td>
            <td>{count(run.invoices)}</td>
            <td>
              {run.totals.length === 0 ? t('runs.none') : null}
              {run.totals.map((total) => (
                <Line key={total.currency}>{money(total.total, total.currency)}</Line>
              ))}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
