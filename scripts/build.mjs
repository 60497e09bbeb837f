// Builds the host and every remote in one webpack run (production mode).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const APPS = ['host-shell', 'mfe-auth', 'mfe-offers', 'mfe-statistics', 'mfe-network-admin', 'mfe-publisher'];

const only = process.argv.slice(2);
const apps = only.length ? only : APPS;
execFileSync(process.execPath, [path.join(root, 'packages/mf-config/bin/affnet-build.cjs'), ...apps], {
  cwd: root,
  stdio: 'inherit',
});
