import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTE_SOURCES, WORK_FOLDER } from './release-patch';

/** `1.1.0` plus `minors` minors: `1.7.0` for 6. */
export function laterMinor(version: string, minors: number): string {
  const parts = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!parts) throw new Error(`"${version}" is not a semver version`);
  return `${parts[1]}.${Number(parts[2]) + minors}.0`;
}

/**
 * A temporary copy of a remote whose `@affnet/core` is a copy of the workspace's core with its version raised by
 * `minors` minors: what a remote built by a team on a newer core looks like to a host of today. The copies sit in the
 * repository's `.release-work/` (so every other package resolves as from the original); the working tree is not
 * touched. Returns the remote copy's folder and the core version; the caller removes `path.dirname(remote)`.
 */
export function remoteOnNewerCore(repoRoot: string, folder: string, minors: number) {
  const work = path.join(repoRoot, WORK_FOLDER);
  mkdirSync(work, { recursive: true });
  const root = mkdtempSync(path.join(work, `${folder}-newer-core-`));
  const core = path.join(root, 'core');
  const original = path.join(repoRoot, 'packages/core');
  cpSync(path.join(original, 'src'), path.join(core, 'src'), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(original, 'package.json'), 'utf8')) as { version: string };
  const version = laterMinor(manifest.version, minors);
  writeFileSync(path.join(core, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  if (existsSync(path.join(original, 'node_modules')))
    symlinkSync(path.join(original, 'node_modules'), path.join(core, 'node_modules'), 'dir');

  const remote = path.join(root, folder);
  mkdirSync(remote);
  for (const source of REMOTE_SOURCES) {
    const from = path.join(repoRoot, folder, source);
    if (existsSync(from)) cpSync(from, path.join(remote, source), { recursive: true });
  }
  // The remote's own node_modules, each entry linked to the original's, but its @affnet/core is the raised copy.
  const modules = path.join(repoRoot, folder, 'node_modules');
  mkdirSync(path.join(remote, 'node_modules/@affnet'), { recursive: true });
  for (const entry of readdirSync(modules).filter((name) => name !== '@affnet'))
    symlinkSync(path.join(modules, entry), path.join(remote, 'node_modules', entry));
  for (const entry of readdirSync(path.join(modules, '@affnet')).filter((name) => name !== 'core'))
    symlinkSync(path.join(modules, '@affnet', entry), path.join(remote, 'node_modules/@affnet', entry));
  symlinkSync(core, path.join(remote, 'node_modules/@affnet/core'), 'dir');
  return { remote, coreVersion: version };
}
