import { AreaPage, QueryState, TimeZoneNote } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CurrencyNote } from '../../../components/currency-note';
import { useFiguresView } from '../../../hooks/use-figures-view';
import { useDashboard } from '../api/get-dashboard';
import { BalanceCard } from './balance-card';
import { ComparisonCard } from './comparison-card';
import { DailyChart } from './daily-chart';
import { PlatformNetworks } from './platform-networks';
import { TopOffersTable } from './top-offers-table';

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

const PERIODS = ['today', 'last_7_days', 'this_month'] as const;

/**
 * /dashboard: three periods against the ones before, the publisher's balance, the last 30 days and the top offers; the
 * networks for the super admin.
 */
export function DashboardPage() {
  const viewer = useFiguresView();
  if (viewer.isPlatformAdmin) return <PlatformNetworks />;
  return <NetworkDashboard />;
}

function NetworkDashboard() {
  const { t } = useTranslation('statistics');
  const viewer = useFiguresView();
  const dashboard = useDashboard();
  return (
    <AreaPage title={t('dashboard')}>
      <QueryState query={dashboard} loadingLabel={t('loading')}>
        {(summary) => (
          <>
            <TimeZoneNote zone={summary.time_zone} />
            <Cards>
              {PERIODS.map((period) => (
                <ComparisonCard
                  key={period}
                  title={t(`period.${period}`)}
                  comparison={summary[period]}
                  currency={summary.currency}
                  viewer={viewer}
                  againstYesterday={period === 'today'}
                />
              ))}
            </Cards>
            <CurrencyNote
              figures={PERIODS.flatMap((period) => [summary[period].current, summary[period].previous])}
              currency={summary.currency}
            />
            {viewer.isPublisher ? <BalanceCard /> : null}
            <DailyChart summary={summary} viewer={viewer} />
            <TopOffersTable summary={summary} viewer={viewer} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
