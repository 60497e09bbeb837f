import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildConfigs, loadConfigs } from './build';
import { packageVersion } from './local-release';
import { parseReleaseArgs, type ReleaseRequest } from './release-args';
import { partialFolder, releaseFolder, releasesDir } from './release-folder';
import { patchedCopy } from './release-patch';
import { registerBuiltRelease } from './release-registration';
import { builtFrom, sourcesHash, writeSourcesFile } from './release-sources';
import { chooseReleaseVersion } from './release-version';
import { remoteFolder } from './remote-folder';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs the remote's own `test` script in its folder (or its patched copy), with the repository's tools on PATH. */
function runOwnTests(dir: string, repoRoot: string) {
  const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts ?? {}) as Record<
    string,
    string
  >;
  if (!scripts.test) throw new Error(`${dir}/package.json has no test script (or pass --no-test)`);
  const bins = [path.join(dir, 'node_modules/.bin'), path.join(repoRoot, 'node_modules/.bin')];
  execSync(scripts.test, {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
  });
}

/**
 * Builds the remote in `dir` (production) into the release folder: webpack writes beside it (partialFolder) and
 * the result, with the sources it was built from, is renamed into place once complete. A failed build leaves nothing.
 */
async function buildInto(dir: string, target: string, sources: string) {
  process.env.NODE_ENV = 'production';
  const partial = partialFolder(target);
  const dist = path.join(dir, 'dist');
  // publicPath 'auto' (every remote's) makes chunks load relative to the entry, wherever the folder is served. Each
  // config writes where it writes in dist/ (the server renderer in its sub-folder), in the release folder instead.
  const configs = loadConfigs(dir).map((config) => ({
    ...config,
    output: { ...config.output, path: path.join(partial, path.relative(dist, config.output?.path ?? dist)) },
  }));
  try {
    await buildConfigs(configs);
    writeSourcesFile(partial, sources);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Where the release comes from: a build now, or the folder an earlier run built from the same sources. */
async function buildOrReuse(dir: string, target: string, sources: string, runTests: boolean, repoRoot: string) {
  if (existsSync(target)) {
    if (builtFrom(target) !== sources) {
      throw new Error(
        `${target} exists, built from other sources: a release never changes; choose another --version ` +
          '(or --register-only to register that folder as it is)',
      );
    }
    console.info(`${target} exists, built from these same sources: registering it without a rebuild.`);
    return;
  }
  if (runTests) {
    const started = performance.now();
    runOwnTests(dir, repoRoot);
    console.info(`Tests of ${path.basename(dir)} passed in ${seconds(started)}.`);
  }
  const started = performance.now();
  await buildInto(dir, target, sources);
  console.info(`Built in ${seconds(started)}: ${target}`);
}

/** `--register-only`: registers the release folder that exists (built here earlier, or copied in), as it is. */
async function registerExisting(request: ReleaseRequest, repoRoot: string, name: string, folder: string) {
  const version = chooseReleaseVersion(request.version, packageVersion(path.join(repoRoot, folder)));
  const target = releaseFolder(releasesDir(repoRoot), name, version);
  if (!existsSync(path.join(target, 'mf-manifest.json'))) {
    throw new Error(`${target} holds no release: build it first (the same command without --register-only)`);
  }
  return registerBuiltRelease(name, version, target, request);
}

/**
 * `npm run release -- <remote> [options]` (RELEASE_USAGE): builds one remote into the immutable folder
 * `<releases>/<remote>/<version>/`, after its own tests, and registers it with the server. The same command again
 * after a failed registration registers the folder it built, without a rebuild.
 */
export async function release(argv: readonly string[], repoRoot: string): Promise<number> {
  const request = parseReleaseArgs(argv);
  const { name, folder } = remoteFolder(request.remote);
  if (request.registerOnly) return registerExisting(request, repoRoot, name, folder);
  const copy = request.patch ? patchedCopy(repoRoot, folder, request.patch) : null;
  const dir = copy ?? path.join(repoRoot, folder);
  try {
    const version = chooseReleaseVersion(request.version, packageVersion(dir));
    const target = releaseFolder(releasesDir(repoRoot), name, version);
    if (copy) console.info(`Building from a patched copy: ${path.relative(repoRoot, copy)}`);
    await buildOrReuse(dir, target, sourcesHash(repoRoot, dir), request.test, repoRoot);
    return await registerBuiltRelease(name, version, target, request);
  } finally {
    if (copy) rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}
