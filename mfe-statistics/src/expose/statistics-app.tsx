import type { RemoteAppProps } from '@affnet/contracts';
import { AreaQueryProvider, AreaRoutes } from '@affnet/ui';
import { ConversionsPage } from '../features/conversions/components/conversions-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import '../i18n/statistics';
import { queryClient } from '../app/query-client';

/** The statistics area: /dashboard, /statistics/reports and /statistics/conversions. */
export default function StatisticsApp({ basePath }: RemoteAppProps) {
  const routes = [
    { path: `${basePath}/dashboard`, element: <DashboardPage /> },
    { path: `${basePath}/statistics/reports`, element: <ReportsPage /> },
    { path: `${basePath}/statistics/conversions`, element: <ConversionsPage /> },
  ];
  return (
    <AreaQueryProvider client={queryClient}>
      <AreaRoutes routes={routes} fallback={`${basePath}/dashboard`} />
    </AreaQueryProvider>
  );
}
