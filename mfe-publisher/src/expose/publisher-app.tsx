import type { RemoteAppProps } from '@affnet/contracts';
import { AreaPage, AreaRoutes } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/publisher';

/** The publisher area: postbacks (/aff and /postback), /api-details and /download-center. */
export default function PublisherApp({ basePath }: RemoteAppProps) {
  const { t } = useTranslation('publisher');
  const routes = [
    { path: `${basePath}/postback/list`, element: <AreaPage title={t('postbacks')} /> },
    { path: `${basePath}/aff/list`, element: <AreaPage title={t('postbacks')} /> },
    { path: `${basePath}/api-details`, element: <AreaPage title={t('apiDetails')} /> },
    { path: `${basePath}/download-center`, element: <AreaPage title={t('downloadCenter')} /> },
  ];
  return <AreaRoutes routes={routes} fallback={`${basePath}/postback/list`} />;
}
