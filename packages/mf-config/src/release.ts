import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildConfigs, loadConfigs } from './build';
import { packageVersion } from './local-release';
import { registerRelease } from './register-release';
import { parseReleaseArgs } from './release-args';
import { partialFolder, releaseFolder, releasesDir } from './release-folder';
import { patchedCopy } from './release-patch';
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
 * the result is renamed into place once complete. A failed build leaves nothing.
 */
async function buildInto(dir: string, target: string) {
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
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Registers the release, or says when the server will; false when the server refused it. */
async function register(remote: string, version: string): Promise<boolean> {
  const registration = await registerRelease(remote, version);
  if (registration.kind === 'registered') console.info(`Registered ${remote} ${version} with the server.`);
  else if (registration.kind === 'deferred') {
    console.info(
      `Not registered now: ${registration.reason}. The server registers it at its next start (it scans the releases folder).`,
    );
  } else {
    console.error(`The server refused ${remote} ${version}: ${registration.status} ${registration.message}`);
  }
  return registration.kind !== 'refused';
}

/**
 * `pnpm release <remote> [--version x.y.z] [--patch <file>] [--no-test]`: builds one remote into the immutable
 * folder `<releases>/<remote>/<version>/`, after its own tests, and registers it with the server.
 */
export async function release(argv: readonly string[], repoRoot: string): Promise<number> {
  const request = parseReleaseArgs(argv);
  const { name, folder } = remoteFolder(request.remote);
  const copy = request.patch ? patchedCopy(repoRoot, folder, request.patch) : null;
  const dir = copy ?? path.join(repoRoot, folder);
  try {
    const version = chooseReleaseVersion(request.version, packageVersion(dir));
    const target = releaseFolder(releasesDir(repoRoot), name, version);
    if (existsSync(target)) throw new Error(`${target} exists: a release never changes; choose another --version`);
    if (copy) console.info(`Building from a patched copy: ${path.relative(repoRoot, copy)}`);
    if (request.test) {
      const started = performance.now();
      runOwnTests(dir, repoRoot);
      console.info(`Tests of ${folder} passed in ${seconds(started)}.`);
    }
    const started = performance.now();
    await buildInto(dir, target);
    console.info(`Built ${name} ${version} in ${seconds(started)}: ${target}`);
    return (await register(name, version)) ? 0 : 1;
  } finally {
    if (copy) rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}
