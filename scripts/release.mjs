// `npm run release -- <remote> [--version x.y.z] [--patch <file>] [--no-test] [--register-only] [--offline]
// [--make-default]`: one remote as a new immutable release (packages/mf-config/src/release.ts), after its own tests,
// registered with the server. Needs only Node and npm: the dependencies are installed first when missing or older than
// the lockfile, with pnpm from PATH or else through npx (packages/mf-config/pnpm-command.cjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

try {
  const { dependenciesStale, runPnpm } = require('../packages/mf-config/pnpm-command.cjs');
  if (dependenciesStale(root)) {
    console.info('Installing the dependencies first (pnpm install --frozen-lockfile)');
    // better-sqlite3 compiles here; this skips its attempt to download a prebuilt binary from another host.
    runPnpm(root, ['install', '--frozen-lockfile', '--reporter=append-only'], {
      ...process.env,
      npm_config_build_from_source: 'true',
    });
  }
  require('tsx/cjs/api').register();
  const { release } = require('../packages/mf-config/src/release.ts');
  process.exitCode = await release(process.argv.slice(2), root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
