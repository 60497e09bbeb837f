import type { Permission } from '@affnet/contracts';

export type MenuIcon =
  | 'dashboard'
  | 'offers'
  | 'statistics'
  | 'api'
  | 'postback'
  | 'download'
  | 'users'
  | 'advertisers'
  | 'settings'
  | 'audit-log'
  | 'network';

export interface MenuItem {
  /** i18n key in the shell namespace. */
  label: string;
  icon: MenuIcon;
  to?: string;
  children?: { label: string; to: string }[];
}

const DASHBOARD: MenuItem = { label: 'menu.dashboard', icon: 'dashboard', to: '/dashboard' };
const OFFERS: MenuItem = {
  label: 'menu.offers',
  icon: 'offers',
  children: [
    { label: 'menu.offersAll', to: '/offers/all' },
    { label: 'menu.offersActive', to: '/offers/active' },
    { label: 'menu.offersPublic', to: '/offers/public' },
    { label: 'menu.offersPrivate', to: '/offers/private' },
  ],
};
const STATISTICS: MenuItem = {
  label: 'menu.statistics',
  icon: 'statistics',
  children: [
    { label: 'menu.report', to: '/statistics/reports' },
    { label: 'menu.conversion', to: '/statistics/conversions' },
  ],
};

/** Spec section 2: Dashboard; Offers (All, Active, Public, Private); Statistics (Report, Conversion); Api Reference; Postback. */
const PUBLISHER_MENU: MenuItem[] = [
  DASHBOARD,
  OFFERS,
  STATISTICS,
  { label: 'menu.apiReference', icon: 'api', to: '/api-details' },
  { label: 'menu.postback', icon: 'postback', to: '/postback/list' },
];

/** The owner's Offers group also leads to the offer form and the publishers' access requests. */
const OWNER_OFFERS: MenuItem = {
  ...OFFERS,
  children: [
    ...(OFFERS.children ?? []),
    { label: 'menu.offersRequests', to: '/offers/requests' },
    { label: 'menu.offersNew', to: '/offers/new' },
  ],
};

const NETWORK_MENU: MenuItem[] = [
  DASHBOARD,
  OWNER_OFFERS,
  STATISTICS,
  { label: 'menu.publishers', icon: 'users', to: '/network/publishers' },
  { label: 'menu.advertisers', icon: 'advertisers', to: '/network/advertisers' },
  { label: 'menu.postbackApprovals', icon: 'postback', to: '/network/postbacks' },
  { label: 'menu.networkSettings', icon: 'settings', to: '/network/settings' },
  { label: 'menu.auditLog', icon: 'audit-log', to: '/network/audit-log' },
  { label: 'menu.downloadCenter', icon: 'download', to: '/download-center' },
];

const ADVERTISER_MENU: MenuItem[] = [
  DASHBOARD,
  { ...OFFERS, children: OFFERS.children?.slice(0, 2) },
  STATISTICS,
  { label: 'menu.downloadCenter', icon: 'download', to: '/download-center' },
];

const ADMIN_MENU: MenuItem[] = [DASHBOARD, { label: 'menu.networks', icon: 'network', to: '/network/networks' }];

/** The sidebar of a signed-in user, by the permissions of their token. */
export function menuFor(permissions: readonly Permission[]): MenuItem[] {
  if (permissions.includes('admin')) return ADMIN_MENU;
  if (permissions.includes('network')) return NETWORK_MENU;
  if (permissions.includes('publisher')) return PUBLISHER_MENU;
  if (permissions.includes('advertiser')) return ADVERTISER_MENU;
  return [DASHBOARD];
}
