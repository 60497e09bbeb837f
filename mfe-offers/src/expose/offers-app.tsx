import type { RemoteAppProps } from '@affnet/contracts';
import { AreaPage, AreaRoutes } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/offers';

const PAGES = ['all', 'active', 'public', 'private'] as const;

/** The offers area: /offers/all, /active, /public and /private. */
export default function OffersApp({ basePath }: RemoteAppProps) {
  const { t } = useTranslation('offers');
  const routes = PAGES.map((page) => ({ path: `${basePath}/${page}`, element: <AreaPage title={t(page)} /> }));
  return <AreaRoutes routes={routes} fallback={`${basePath}/all`} />;
}
