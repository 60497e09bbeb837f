import { cpSync, existsSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@affnet/contracts';

/** The fixtures of compatibility.spec.ts (`node scripts/compat-fixture.mjs [--newer-core]` writes them). */
const ROOT = path.resolve(__dirname, '../..');
export const PREVIOUS = path.join(ROOT, 'e2e/fixtures/previous');
export const NEWER_CORE = path.join(ROOT, 'e2e/fixtures/newer-core');
const RELEASES_DIR = path.resolve(ROOT, process.env.RELEASES_DIR || 'releases');

/** What index.json of a fixture says of one release. */
export interface BuiltRelease {
  version: string;
  /** The shared core it was built against (newer-core/ only). */
  core: string;
}

/** Puts a fixture's release of a remote in the releases folder (a folder never changes: one there is the same build). */
export function placeRelease(fixture: string, remote: RemoteName, version: string) {
  const folder = path.join(RELEASES_DIR, remote, version);
  if (!existsSync(folder)) cpSync(path.join(fixture, remote), folder, { recursive: true });
  // A server's first start makes the newest local build (by its manifest's time) the default: a fixture's release
  // copied now must never be taken for the build of today.
  utimesSync(path.join(folder, 'mf-manifest.json'), new Date(0), new Date(0));
}

/** Whether a host whose shared core is `provided` runs a remote built against `built` (its range `^built`). */
export function coreAdmits(provided: string, built: string): boolean {
  const [hasMajor = 0, hasMinor = 0, hasPatch = 0] = provided.split('.').map(Number);
  const [major = 0, minor = 0, patch = 0] = built.split('.').map(Number);
  return hasMajor === major && (hasMinor > minor || (hasMinor === minor && hasPatch >= patch));
}

/** The shared core the previous host provides, from its federation manifest. */
export function previousHostCore(): string {
  const manifest = JSON.parse(readFileSync(path.join(PREVIOUS, 'host_shell/mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  return manifest.shared.find((shared) => shared.name === '@affnet/core')?.version ?? '0.0.0';
}
