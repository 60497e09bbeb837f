import { AreaPage, QueryState } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RunsSection } from '../../../components/runs-section';
import { SectionNav } from '../../../components/section-nav';
import '../i18n/payouts';
import { lastPeriodOf } from '../../../lib/period';
import { usePayoutRun } from '../api/get-payout-run';
import { usePayoutRuns } from '../api/get-payout-runs';
import { usePaymentTerms } from '../api/payment-terms';
import { useStartPayoutRun } from '../api/start-payout-run';
import { RUN_RULES } from '../lib/run-rules';
import { BalancesSection } from './balances-section';
import { PaymentTermsSection } from './payment-terms-section';
import { RunView } from './run-view';

interface PayoutsPageProps {
  /** Where the area mounts the page: /network/payouts. */
  basePath: string;
  /** The owner's page of a publisher, where a balance links to. */
  publisherPath: (publisherId: number) => string;
}

/** /network/payouts[/runs[/:runId]|/terms]: what the network owes, its payout runs and its payment terms. */
export function PayoutsPage({ basePath, publisherPath }: PayoutsPageProps) {
  const { t } = useTranslation('payouts');
  const { pathname } = useLocation();
  // The area picks pages by their full path (AreaRoutes), so the page reads its own part of it.
  const params = matchPath({ path: `${basePath}/:section?/:runId?`, end: true }, pathname)?.params;
  const section = params?.section ?? 'balances';
  const runId = params?.runId;
  const runsPath = `${basePath}/runs`;
  const runPath = (id: number) => `${runsPath}/${id}`;
  let content: ReactNode = null;
  if (runId !== undefined)
    content =
      section === 'runs' && /^\d+$/.test(runId) ? <RunSection runId={Number(runId)} runsPath={runsPath} /> : null;
  else if (section === 'balances') content = <BalancesSection publisherPath={publisherPath} />;
  else if (section === 'runs') content = <PayoutRunsSection runPath={runPath} />;
  else if (section === 'terms') content = <PaymentTermsSection />;
  // A section of no page is an unknown path, as anywhere (spec section 2).
  if (content === null) return <Navigate to="/" replace />;
  return (
    <AreaPage title={t('title')}>
      <SectionNav basePath={basePath} namespace="payouts" />
      {content}
    </AreaPage>
  );
}

/**
 * Payout runs: start one for a period (the server proposes its draft invoices), the last whole one of the network's
 * payment term; the runs so far. The form waits for the term, so what the owner types is never replaced.
 */
function PayoutRunsSection({ runPath }: { runPath: (runId: number) => string }) {
  const { t } = useTranslation('payouts');
  const start = useStartPayoutRun();
  const runs = usePayoutRuns();
  return (
    <QueryState query={usePaymentTerms()} loadingLabel={t('loading')}>
      {(terms) => (
        <RunsSection
          namespace="payouts"
          start={start.mutateAsync}
          rules={RUN_RULES}
          suggest={(now, zone) => lastPeriodOf(terms.network.term, now, zone)}
          runs={runs}
          statusKeys="status"
          runPath={runPath}
        />
      )}
    </QueryState>
  );
}

function RunSection({ runId, runsPath }: { runId: number; runsPath: string }) {
  const { t } = useTranslation('payouts');
  const navigate = useNavigate();
  const run = usePayoutRun(runId);
  return (
    <QueryState query={run} loadingLabel={t('loading')}>
      {(shown) => <RunView run={shown} runsPath={runsPath} onDeleted={() => navigate(runsPath, { replace: true })} />}
    </QueryState>
  );
}
