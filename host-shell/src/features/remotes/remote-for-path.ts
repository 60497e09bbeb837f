import type { RemoteName } from '@affnet/contracts';
import { matchPath } from 'react-router-dom';
import { MAIN_ROUTES } from '../../app/route-table';

/**
 * The remote the first screen will need: the authentication area when nobody is signed in, else the area
 * of the current path. Loading it alongside the shell's own start saves a round trip on the first screen.
 */
export function remoteForPath(pathname: string, signedIn: boolean): RemoteName | null {
  if (!signedIn) return 'mfe_auth';
  const route = MAIN_ROUTES.find((r) => matchPath({ path: `/${r.path}`, end: true }, pathname));
  return route?.remote ?? (pathname === '/' ? 'mfe_statistics' : null);
}
