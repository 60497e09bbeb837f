import type { RemoteAppProps } from '@affnet/contracts';
import { AreaPage, AreaRoutes } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/statistics';

/** The statistics area: /dashboard, /statistics/reports and /statistics/conversions. */
export default function StatisticsApp({ basePath }: RemoteAppProps) {
  const { t } = useTranslation('statistics');
  const routes = [
    { path: `${basePath}/dashboard`, element: <AreaPage title={t('dashboard')} /> },
    { path: `${basePath}/statistics/reports`, element: <AreaPage title={t('reports')} /> },
    { path: `${basePath}/statistics/conversions`, element: <AreaPage title={t('conversions')} /> },
  ];
  return <AreaRoutes routes={routes} fallback={`${basePath}/dashboard`} />;
}
