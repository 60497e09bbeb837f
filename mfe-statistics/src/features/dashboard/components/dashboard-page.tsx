import { getDashboard } from '@affnet/api';
import { AreaPage, Muted, TimeZoneNote, useLoad } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadView } from '../../../components/load-state';
import { useViewer } from '../../../hooks/use-viewer';
import { ComparisonCard } from './comparison-card';
import { DailyChart } from './daily-chart';
import { TopOffersTable } from './top-offers-table';

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

const PERIODS = ['today', 'last_7_days', 'this_month'] as const;

/** /dashboard: three periods against the ones before, the last 30 days and the top offers. */
export function DashboardPage() {
  const { t } = useTranslation('statistics');
  const viewer = useViewer();
  if (viewer.isPlatformAdmin) {
    return (
      <AreaPage title={t('dashboard')}>
        <Muted>{t('dashboard.platformAdmin')}</Muted>
      </AreaPage>
    );
  }
  return <NetworkDashboard />;
}

function NetworkDashboard() {
  const { t } = useTranslation('statistics');
  const viewer = useViewer();
  const { state, reload } = useLoad('dashboard', getDashboard);
  return (
    <AreaPage title={t('dashboard')}>
      <LoadView state={state} onRetry={reload}>
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
                />
              ))}
            </Cards>
            <DailyChart summary={summary} viewer={viewer} />
            <TopOffersTable summary={summary} viewer={viewer} />
          </>
        )}
      </LoadView>
    </AreaPage>
  );
}
