import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo';

export const FRONT_END_APPS = ['mfe-auth', 'mfe-offers', 'mfe-statistics', 'mfe-network-admin', 'mfe-publisher'];

/** The files `npm start` serves: the host's page and each remote's manifest. Returns the missing ones. */
export function missingFrontEndFiles(): string[] {
  const required = ['host-shell/dist/index.html', ...FRONT_END_APPS.map((app) => `${app}/dist/mf-manifest.json`)];
  return required.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
}

export function frontEndBuildProblem(): string | null {
  const missing = missingFrontEndFiles();
  if (missing.length === 0) return null;
  return [
    'The front-end is not built; the benchmark measures what `npm start` serves. Missing:',
    ...missing.map((file) => `  ${file}`),
    'Build it first: `npm run build` (or `node scripts/build.mjs`), then run `pnpm bench` again.',
  ].join('\n');
}
