import type { AreaMount, RemoteManifest, RemoteName } from '@affnet/contracts';

/** The public pages when the manifest brings no area declarations (remotes served from a configured URL). */
const PUBLIC_FALLBACK = ['login', 'login/*', 'logout', 'forgot-password', 'reset-password', 'register/*', 'ext/*'];

/** The dashboard's area when no declared area mounts the path: `/` leads to `/dashboard`. */
const DASHBOARD_FALLBACK: RemoteName = 'mfe_statistics';

/** Whether a router path below the shell (`offers/*`, `login`, `:id`) matches a page's pathname. */
export function mountMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) return true;
    const part = actual[index];
    if (part === undefined || (!segment.startsWith(':') && segment !== part)) return false;
  }
  return wanted.length === actual.length;
}

type ManifestAreas = Pick<RemoteManifest, 'remotes'> & Partial<Pick<RemoteManifest, 'releases'>>;

function mountsOf(manifest: ManifestAreas): { remote: RemoteName; mount: AreaMount }[] {
  return Object.values(manifest.releases ?? {}).flatMap((release) =>
    release.area ? release.area.mounts.map((mount) => ({ remote: release.area?.remote ?? 'mfe_auth', mount })) : [],
  );
}

/** What the first screen of a page route shows: a remote's area, in the public or the signed-in (main) shell. */
export interface FirstScreen {
  remote: RemoteName;
  shell: AreaMount['shell'];
}

/**
 * The first screen of a page route: the area that mounts the path (public pages first, as the host's router does),
 * else the sign-in's for a public page, else the dashboard's for `/` and `/dashboard`. The server cannot know whether
 * the visitor is signed in; a signed-out visitor of /dashboard pays the preloads of the signed-in page.
 */
export function firstScreenFor(pathname: string, manifest: ManifestAreas): FirstScreen | null {
  const mounts = mountsOf(manifest).sort(
    (a, b) => Number(b.mount.shell === 'public') - Number(a.mount.shell === 'public'),
  );
  const declared = mounts.find(({ mount }) => mountMatches(mount.path, pathname));
  if (declared) return { remote: declared.remote, shell: declared.mount.shell };
  if (PUBLIC_FALLBACK.some((pattern) => mountMatches(pattern, pathname)))
    return { remote: 'mfe_auth', shell: 'public' };
  if (mountMatches('', pathname) || mountMatches('dashboard', pathname)) {
    return { remote: DASHBOARD_FALLBACK, shell: 'main' };
  }
  return null;
}
