// How the repository's scripts run pnpm on a machine that promises only Node and npm (`npm start`, `npm test`,
// `npm run release`). Plain CommonJS with no dependency: it runs before the dependencies are installed.
const { execFileSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

/** The pnpm the workspace is made with (its lockfile's format); npx fetches it once from the npm registry. */
const PNPM_VERSION = '10.34.9';

/** `pnpm` when a pnpm 10 is on PATH, else `npx --yes pnpm@<PNPM_VERSION>`, as [command, ...its first arguments]. */
function pnpmCommand(env = process.env) {
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'ignore'] });
    if (version.trim().startsWith('10.')) return ['pnpm'];
  } catch {
    // no pnpm on PATH: npx brings one
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/**
 * True when the workspace's dependencies are not installed, or were installed before the lockfile last changed
 * (pnpm writes node_modules/.modules.yaml at each install).
 */
function dependenciesStale(root) {
  const installed = path.join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(installed)) return true;
  return statSync(installed).mtimeMs < statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs;
}

/** Runs pnpm with the given arguments in `root`, showing its output; throws when it fails. */
function runPnpm(root, args, env = process.env) {
  const [command, ...prefix] = pnpmCommand(env);
  execFileSync(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', env });
}

module.exports = { PNPM_VERSION, dependenciesStale, pnpmCommand, runPnpm };
