import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** The files of a remote that a release builds from; a patch may touch only these. */
export const REMOTE_SOURCES = ['src', 'package.json', 'webpack.config.ts', 'tsconfig.json', 'jest.config.js'];

/** Folder (inside the repository, gitignored) of the temporary copies a patched release builds from. */
export const WORK_FOLDER = '.release-work';

/** The paths a git patch changes, as its `diff --git`, `---` and `+++` lines name them (without a/ and b/). */
export function patchedPaths(patch: string): string[] {
  const paths = new Set<string>();
  for (const line of patch.split('\n')) {
    const diff = /^diff --git a\/(\S+) b\/(\S+)$/.exec(line);
    if (diff) for (const named of diff.slice(1)) paths.add(named as string);
    const side = /^(?:---|\+\+\+) [ab]\/(.+?)\t?$/.exec(line);
    if (side) paths.add(side[1] as string);
  }
  return [...paths];
}

const isRemoteSource = (relative: string) =>
  REMOTE_SOURCES.some((source) => relative === source || relative.startsWith(`${source}/`));

/**
 * Where a patch's paths start: at the repository (`mfe-offers/src/…`, as `git diff` at the root writes them) or
 * at the remote's folder (`src/…`, `git diff --relative`). Refuses a patch that changes anything but the remote's
 * own sources: a release carries one remote, not the shared packages.
 */
export function patchBase(paths: readonly string[], folder: string): 'repository' | 'remote' {
  if (paths.length === 0) throw new Error('The patch names no file: is it a git diff?');
  const base = paths.every((named) => named.startsWith(`${folder}/`)) ? 'repository' : 'remote';
  const relative = paths.map((named) => (base === 'repository' ? named.slice(folder.length + 1) : named));
  const outside = relative.filter((named) => !isRemoteSource(named));
  if (outside.length > 0) {
    throw new Error(
      `The patch changes files outside ${folder}'s sources (${REMOTE_SOURCES.join(', ')}): ${outside.join(', ')}`,
    );
  }
  return base;
}

/**
 * Copies a remote's sources to a temporary folder inside the repository (so packages and node_modules resolve as
 * from the original), links its node_modules, and applies the patch there. Returns the copy's folder; the caller
 * removes `path.dirname(copy)` when done. The working tree is never touched.
 */
export function patchedCopy(repoRoot: string, folder: string, patchFile: string): string {
  const patch = readFileSync(patchFile, 'utf8');
  const base = patchBase(patchedPaths(patch), folder);
  const work = path.join(repoRoot, WORK_FOLDER);
  mkdirSync(work, { recursive: true });
  const root = mkdtempSync(path.join(work, `${folder}-`));
  const copy = path.join(root, folder);
  const original = path.join(repoRoot, folder);
  mkdirSync(copy);
  for (const source of REMOTE_SOURCES) {
    if (existsSync(path.join(original, source)))
      cpSync(path.join(original, source), path.join(copy, source), { recursive: true });
  }
  if (existsSync(path.join(original, 'node_modules')))
    symlinkSync(path.join(original, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // Git must not find the repository above the copy: it would then read the patch's paths from the repository's
  // top and skip every one outside the current folder.
  execFileSync('git', ['apply', '--whitespace=nowarn', path.resolve(patchFile)], {
    cwd: base === 'repository' ? root : copy,
    env: { ...process.env, GIT_CEILING_DIRECTORIES: work },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return copy;
}
