import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_SOURCES } from './release-patch';

/** The file in a release folder naming the sources it was built from: the same command again finds it. */
export const SOURCES_FILE = 'release-sources.json';

const SKIPPED = new Set(['node_modules', 'dist']);

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(full) : [full];
    });
}

/**
 * sha256 (hex) of what a build of the remote in `dir` reads: its sources (REMOTE_SOURCES), the workspace packages it
 * bundles (packages/*, with the build's own config) and the lockfile. A patched copy hashes as its patched sources.
 */
export function sourcesHash(repoRoot: string, dir: string): string {
  const hash = createHash('sha256');
  const add = (label: string, file: string) => {
    hash.update(`${label}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  };
  for (const source of REMOTE_SOURCES) {
    const full = path.join(dir, source);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory() ? filesBelow(full) : [full];
    for (const file of files) add(`remote/${path.relative(dir, file)}`, file);
  }
  for (const file of filesBelow(path.join(repoRoot, 'packages'))) add(path.relative(repoRoot, file), file);
  add('pnpm-lock.yaml', path.join(repoRoot, 'pnpm-lock.yaml'));
  return hash.digest('hex');
}

/** Writes into a release folder being built which sources it comes from. */
export function writeSourcesFile(folder: string, sources: string): void {
  writeFileSync(path.join(folder, SOURCES_FILE), `${JSON.stringify({ sources }, null, 2)}\n`);
}

/** The sources hash a release folder says it was built from; null for a folder without one. */
export function builtFrom(folder: string): string | null {
  const file = path.join(folder, SOURCES_FILE);
  if (!existsSync(file)) return null;
  const recorded = (JSON.parse(readFileSync(file, 'utf8')) as { sources?: unknown }).sources;
  return typeof recorded === 'string' ? recorded : null;
}
