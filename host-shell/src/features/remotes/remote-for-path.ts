import { type AreaDeclaration, DASHBOARD_PATH, type RemoteName } from '@affnet/contracts';
import { useAreas } from '../areas/areas-store';
import { mountOf, mountsOf } from '../areas/declared-areas';

/**
 * The remote the first screen will need, from the loaded areas' mounts: for a visitor the public page's area (the
 * sign-in's wherever he lands, since the guard sends him there), else the area of the current path ('' is the
 * dashboard). Loading it alongside the shell's own start saves a round trip on the first screen.
 */
export function remoteForPath(
  pathname: string,
  signedIn: boolean,
  areas: readonly AreaDeclaration[] = useAreas.getState().areas,
): RemoteName | null {
  if (!signedIn) {
    const pub = mountsOf(areas, 'public');
    return (mountOf(pub, pathname) ?? mountOf(pub, '/login'))?.remote ?? null;
  }
  return mountOf(mountsOf(areas, 'main'), pathname === '/' ? DASHBOARD_PATH : pathname)?.remote ?? null;
}
