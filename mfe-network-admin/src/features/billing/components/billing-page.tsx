import { AreaPage, QueryState } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RunsSection } from '../../../components/runs-section';
import { SectionNav } from '../../../components/section-nav';
import '../i18n/billing';
import { useBillingRun } from '../api/get-billing-run';
import { useBillingRuns } from '../api/get-billing-runs';
import { useStartBillingRun } from '../api/start-billing-run';
import { RUN_RULES } from '../lib/billing-rules';
import { AdvertiserBalancesSection } from './advertiser-balances-section';
import { BillingRunView } from './billing-run-view';
import { BillingTermsSection } from './billing-terms-section';

/** /network/billing[/runs[/:runId]|/terms]: what advertisers owe, the billing runs and the advertisers' payment term. */
export function BillingPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('billing');
  const { pathname } = useLocation();
  // The area picks pages by their full path (AreaRoutes), so the page reads its own part of it.
  const params = matchPath({ path: `${basePath}/:section?/:runId?`, end: true }, pathname)?.params;
  const section = params?.section ?? 'balances';
  const runId = params?.runId;
  const runsPath = `${basePath}/runs`;
  let content: ReactNode = null;
  if (runId !== undefined)
    content =
      section === 'runs' && /^\d+$/.test(runId) ? <RunSection runId={Number(runId)} runsPath={runsPath} /> : null;
  else if (section === 'balances') content = <AdvertiserBalancesSection />;
  else if (section === 'runs') content = <BillingRunsSection runPath={(id) => `${runsPath}/${id}`} />;
  else if (section === 'terms') content = <BillingTermsSection />;
  // A section of no page is an unknown path, as anywhere (spec section 2).
  if (content === null) return <Navigate to="/" replace />;
  return (
    <AreaPage title={t('title')}>
      <SectionNav basePath={basePath} namespace="billing" />
      {content}
    </AreaPage>
  );
}

/** Billing's runs: make a period's invoices (a draft per advertiser); the runs so far. */
function BillingRunsSection({ runPath }: { runPath: (runId: number) => string }) {
  const start = useStartBillingRun();
  return (
    <RunsSection
      namespace="billing"
      start={start.mutateAsync}
      rules={RUN_RULES}
      runs={useBillingRuns()}
      statusKeys="runStatus"
      runPath={runPath}
    />
  );
}

function RunSection({ runId, runsPath }: { runId: number; runsPath: string }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const run = useBillingRun(runId);
  return (
    <QueryState query={run} loadingLabel={t('loading')}>
      {(shown) => (
        <BillingRunView run={shown} runsPath={runsPath} onDeleted={() => navigate(runsPath, { replace: true })} />
      )}
    </QueryState>
  );
}
