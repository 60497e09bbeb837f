import { DataTable, Muted, QueryState } from '@affnet/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMoney } from '../hooks/use-money';
import { NewRunForm, type NewRunFormProps } from './new-run-form';

const Line = styled.span`
  display: block;
`;

const Runs = styled.section`
  margin-block-start: 1.5rem;
`;

/** What a list shows of a run, payouts' or billing's: its period, status, invoices and totals per currency. */
interface RunSummary {
  id: number;
  period_from: string;
  period_to: string;
  status: string;
  invoices: number;
  totals: { currency: string; total: number }[];
}

interface RunsSectionProps extends Pick<NewRunFormProps, 'namespace' | 'start' | 'rules' | 'suggest'> {
  runs: UseQueryResult<RunSummary[]>;
  /** Where a run's words for its status are (`<statusKeys>.<status>`): `status` in payouts, `runStatus` in billing. */
  statusKeys: string;
  runPath: (runId: number) => string;
}

/** …/runs of a money page (Payouts, Billing): start a run for a period; the runs so far, each opening its invoices. */
export function RunsSection({ namespace, start, rules, suggest, runs, statusKeys, runPath }: RunsSectionProps) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  return (
    <>
      <NewRunForm
        namespace={namespace}
        start={start}
        rules={rules}
        suggest={suggest}
        onStarted={(runId) => navigate(runPath(runId))}
      />
      <Runs>
        <QueryState
          query={runs}
          isEmpty={(list) => list.length === 0}
          empty={<Muted role="status">{t('runs.empty')}</Muted>}
        >
          {(list) => <RunsTable namespace={namespace} runs={list} statusKeys={statusKeys} runPath={runPath} />}
        </QueryState>
      </Runs>
    </>
  );
}

type RunsTableProps = Pick<RunsSectionProps, 'namespace' | 'statusKeys' | 'runPath'> & { runs: RunSummary[] };

function RunsTable({ namespace, runs, statusKeys, runPath }: RunsTableProps) {
  const { t } = useTranslation(namespace);
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
            <td>{t(`${statusKeys}.${run.status}`)}</td>
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
