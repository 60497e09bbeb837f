import { PERMISSIONS, type Permission } from './permissions';
import type { RemoteName } from './remotes';

/** One page (or group of pages) of the main shell and the permissions that open it (any one is enough). */
export interface PageAccess {
  remote: RemoteName;
  /** Path pattern: `:name` matches one segment, a final `*` the rest of the path (or nothing). */
  path: string;
  permissions: readonly Permission[];
}

const { admin, network, publisher, advertiser } = PERMISSIONS;
/** The people of a network; the platform admin belongs to none, so he has no offers or statistics. */
const MEMBERS = [network, publisher, advertiser] as const;

/**
 * Who may open which page, taken from the server calls each page makes (the guard checks this before the page
 * loads, so a page a role may not open never asks the server). Grouped by the remote that owns the pages: each
 * remote's rows can move into its own route declaration. The first matching row decides, so narrow rows come first.
 */
export const PAGE_ACCESS: readonly PageAccess[] = [
  { remote: 'mfe_statistics', path: '/dashboard', permissions: [admin, ...MEMBERS] },
  { remote: 'mfe_statistics', path: '/statistics/*', permissions: MEMBERS },

  { remote: 'mfe_offers', path: '/offers/new', permissions: [network] },
  { remote: 'mfe_offers', path: '/offers/requests', permissions: [network] },
  { remote: 'mfe_offers', path: '/offers/:id/edit', permissions: [network] },
  { remote: 'mfe_offers', path: '/offers/*', permissions: MEMBERS },

  // The owner's view of postbacks is /network/postbacks; these pages speak to the publisher about his own.
  { remote: 'mfe_publisher', path: '/postback/*', permissions: [publisher] },
  { remote: 'mfe_publisher', path: '/aff/*', permissions: [publisher] },
  { remote: 'mfe_publisher', path: '/api-details', permissions: [publisher] },
  { remote: 'mfe_publisher', path: '/download-center', permissions: MEMBERS },

  { remote: 'mfe_network_admin', path: '/network/networks', permissions: [admin] },
  { remote: 'mfe_network_admin', path: '/network/*', permissions: [network] },
];

/** Where a signed-in user lands when the page he asked for is not his. */
export const DASHBOARD_PATH = '/dashboard';

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.split('/').filter(Boolean);
}

function matches(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return true;
    const segment = actual[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return wanted.length === actual.length;
}

/** The row that decides a path, or undefined for a path no page of the main shell declares. */
export function pageAccessOf(path: string): PageAccess | undefined {
  return PAGE_ACCESS.find((row) => matches(row.path, path));
}

/**
 * Whether a user with these permissions may open this path. A path no row declares is not a page (the router
 * sends it elsewhere), so it is allowed here and judged again where it leads.
 */
export function canOpen(path: string, permissions: readonly Permission[]): boolean {
  const row = pageAccessOf(path);
  return !row || row.permissions.some((permission) => permissions.includes(permission));
}
