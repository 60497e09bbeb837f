import type { RemoteName } from '@affnet/contracts';

export interface AreaRouteData {
  /** Route path below the shell, react-router style. */
  path: string;
  remote: RemoteName;
  /** Where the remote's pages are mounted. */
  basePath: string;
  /** i18n key (namespace shell) of the page title, the route data the breadcrumb reads. */
  title: string;
}

/** The main shell's areas (spec section 2), each loaded from its remote at run time. */
export const MAIN_ROUTES: AreaRouteData[] = [
  { path: 'dashboard', remote: 'mfe_statistics', basePath: '', title: 'title.dashboard' },
  { path: 'statistics/*', remote: 'mfe_statistics', basePath: '', title: 'title.statistics' },
  { path: 'offers/*', remote: 'mfe_offers', basePath: '/offers', title: 'title.offers' },
  { path: 'aff/*', remote: 'mfe_publisher', basePath: '', title: 'title.postback' },
  { path: 'postback/*', remote: 'mfe_publisher', basePath: '', title: 'title.postback' },
  { path: 'api-details', remote: 'mfe_publisher', basePath: '', title: 'title.apiDetails' },
  { path: 'download-center', remote: 'mfe_publisher', basePath: '', title: 'title.downloadCenter' },
  { path: 'network/*', remote: 'mfe_network_admin', basePath: '/network', title: 'title.network' },
];

/** The public shell's pages, all in the authentication area; /ext loads its external part. */
export const PUBLIC_PATHS = [
  'login',
  'login/network',
  'login/admin',
  'logout',
  'forgot-password',
  'reset-password',
  'register/publisher',
  'register/advertiser',
  'register/network',
  'ext/*',
];

/** Titles of single pages inside an area, more precise than the area's own title. */
export const PAGE_TITLES: Record<string, string> = {
  '/offers/all': 'title.offersAll',
  '/offers/active': 'title.offersActive',
  '/offers/public': 'title.offersPublic',
  '/offers/private': 'title.offersPrivate',
  '/offers/new': 'title.offersNew',
  '/offers/requests': 'title.offersRequests',
  '/statistics/reports': 'title.reports',
  '/statistics/conversions': 'title.conversions',
  '/postback/list': 'title.postbackList',
  '/network/settings': 'title.networkSettings',
  '/network/publishers': 'title.publishers',
  '/network/advertisers': 'title.advertisers',
  '/network/networks': 'title.networks',
  '/network/postbacks': 'title.postbackApprovals',
  '/network/audit-log': 'title.auditLog',
};

/** The page with no Back button (spec section 2). */
export const HOME_PATH = '/dashboard';
