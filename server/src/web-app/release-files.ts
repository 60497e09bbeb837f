import path from 'node:path';
import { RELEASE_VERSION_PATTERN, type RemoteName } from '@affnet/contracts';
import { REMOTE_FOLDERS } from '../remotes/origins';
import { REPO_ROOT } from '../repo-root';
import type { Config } from '../shared/config';

/** The entry files of a remote's folder: either may be named as its entry. */
const ENTRY_FILE = /^(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * Where on this machine the mf-manifest.json behind a remote's entry URL is, or null when the entry is elsewhere:
 * a release under /remotes/<remote>/<version>/ of this origin (the releases folder), or the remote's own origin of
 * `npm start` (its dist/ folder). The page never waits on another host: an entry of any other origin gets no preload.
 */
export function localManifestFile(config: Config, remote: RemoteName, entry: string, pageHost: string): string | null {
  let page: URL;
  let url: URL;
  try {
    page = new URL(`http://${pageHost}`);
    url = new URL(entry, page);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  if (!ENTRY_FILE.test(segments.at(-1) ?? '')) return null;
  if (url.host === page.host) {
    const [prefix, name, version = ''] = segments;
    const isRelease = segments.length === 4 && prefix === 'remotes' && name === remote;
    return isRelease && RELEASE_VERSION_PATTERN.test(version)
      ? path.join(config.releasesDir, remote, version, 'mf-manifest.json')
      : null;
  }
  const isOwnOrigin = url.hostname === page.hostname && Number(url.port) === config.remotePorts[remote];
  if (!isOwnOrigin || segments.length !== 1) return null;
  return path.join(REPO_ROOT, REMOTE_FOLDERS[remote], 'dist', 'mf-manifest.json');
}
