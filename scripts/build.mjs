// Builds the host and every remote in one webpack run (production mode), then publishes each built remote as
// release `<package version>-local.<content hash>` in releases/ (RELEASES_DIR), where the server finds it.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const APPS = ['host-shell', 'mfe-auth', 'mfe-offers', 'mfe-statistics', 'mfe-network-admin', 'mfe-publisher'];

// --publish-only: the builds are up to date (npm start checked), publish them (releases/ may have been emptied).
const publishOnly = process.argv.includes('--publish-only');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const apps = only.length ? only : APPS;
if (!publishOnly) {
  execFileSync(process.execPath, [path.join(root, 'packages/mf-config/bin/affnet-build.cjs'), ...apps], {
    cwd: root,
    stdio: 'inherit',
  });
}

const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const { publishLocalRelease, remoteFolder } = require('../packages/mf-config/src/index.ts');
for (const app of apps.filter((name) => path.basename(path.resolve(root, name)) !== 'host-shell')) {
  const published = publishLocalRelease(root, remoteFolder(path.basename(path.resolve(root, app))).name);
  const state = published.created ? 'published' : 'already published';
  console.info(`${published.remote} ${published.version}: ${state} (${path.relative(root, published.folder)})`);
}
