import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@affnet/contracts';
import { contentHash, publishFolder, releaseFolder, releasesDir } from './release-folder';
import { localReleaseVersion } from './release-version';
import { folderOf } from './remote-folder';

export interface LocalRelease {
  remote: RemoteName;
  version: string;
  folder: string;
  /** False when the same build was already published. */
  created: boolean;
}

/** The version field of a package.json. */
export function packageVersion(dir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error(`${dir}/package.json has no version`);
  return manifest.version;
}

/**
 * Publishes a remote's built dist/ as release `<package version>-local.<8 hex of its content>`: what `pnpm build`
 * (and so `npm start` and the e2e setup) does for each remote, for the server to find at its start.
 */
export function publishLocalRelease(repoRoot: string, remote: RemoteName): LocalRelease {
  const dir = path.join(repoRoot, folderOf(remote));
  const dist = path.join(dir, 'dist');
  const version = localReleaseVersion(packageVersion(dir), contentHash(dist));
  const folder = releaseFolder(releasesDir(repoRoot), remote, version);
  const created = publishFolder(dist, folder);
  // The server makes the newest local build (by its manifest's time) the default: a rebuild back to an earlier
  // content must count as the newest again.
  if (!created) {
    const stamp = new Date();
    utimesSync(path.join(folder, 'mf-manifest.json'), stamp, stamp);
  }
  return { remote, version, folder, created };
}
