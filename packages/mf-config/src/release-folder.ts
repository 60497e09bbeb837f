import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where releases live: `RELEASES_DIR` (absolute, or relative to the repository), else `<repo>/releases`. */
export function releasesDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repoRoot, env.RELEASES_DIR || 'releases');
}

/** The folder of one release: `<releases>/<remote>/<version>/`. */
export function releaseFolder(releases: string, remote: string, version: string): string {
  return path.join(releases, remote, version);
}

function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(path.join(dir, entry.name), relative) : [relative];
    });
}

/** sha256 (hex) of a folder's file names and contents: equal builds give equal hashes, whatever the file times. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(dir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Where a release is written before it is renamed into place: beside it, under a name that is no version (it starts
 * with a dot), so the server's scan of the releases folder never takes half a release for one.
 */
export function partialFolder(target: string): string {
  return path.join(path.dirname(target), `.partial-${path.basename(target)}-${process.pid}`);
}

/**
 * Copies `from` to `to` unless `to` exists (a release folder never changes). It is copied beside it and renamed into
 * place, so a reader never sees half a release. Returns whether it was created.
 */
export function publishFolder(from: string, to: string): boolean {
  if (existsSync(to)) return false;
  mkdirSync(path.dirname(to), { recursive: true });
  const partial = partialFolder(to);
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true });
  try {
    renameSync(partial, to);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Another build published the same content at the same moment: the folder is there, which is what we wanted.
    if (existsSync(to)) return false;
    throw error;
  }
  return true;
}
