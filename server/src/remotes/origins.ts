import type { RemoteName } from '@affnet/contracts';

/** Each remote is its own deployable artifact; `npm start` serves each build on its own origin. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mfe_auth: 'mfe-auth',
  mfe_offers: 'mfe-offers',
  mfe_statistics: 'mfe-statistics',
  mfe_network_admin: 'mfe-network-admin',
  mfe_publisher: 'mfe-publisher',
};

/** Entry files keep their names between builds, so they are revalidated; hashed chunks are cached for good. */
const ENTRY_FILES =
  /(^|\/)(remoteEntry\.js|main\.js|mf-manifest\.json|mf-stats\.json|area\.json|index\.html)(\.br|\.gz)?$/;

export function cacheControlFor(file: string): string {
  return ENTRY_FILES.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable';
}
