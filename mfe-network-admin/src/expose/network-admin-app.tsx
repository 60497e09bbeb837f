import type { RemoteAppProps } from '@affnet/contracts';
import { AreaPage, AreaRoutes } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/network';

/** The network administration area: settings, publishers, advertisers and, for the super admin, networks. */
export default function NetworkAdminApp({ basePath }: RemoteAppProps) {
  const { t } = useTranslation('network');
  const routes = [
    { path: `${basePath}/settings`, element: <AreaPage title={t('settings')} /> },
    { path: `${basePath}/publishers`, element: <AreaPage title={t('publishers')} /> },
    { path: `${basePath}/advertisers`, element: <AreaPage title={t('advertisers')} /> },
    { path: `${basePath}/networks`, element: <AreaPage title={t('networks')} /> },
  ];
  return <AreaRoutes routes={routes} fallback={`${basePath}/settings`} />;
}
