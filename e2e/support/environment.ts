import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@affnet/contracts';

/**
 * The e2e server runs beside a possible `npm start` (3000–3005): API and host on 3100, remotes on 3101–3105.
 * `E2E_PORT` moves the whole set, so that two runs on one machine do not meet.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

export const REMOTE_PORTS: Record<RemoteName, number> = Object.fromEntries(
  REMOTE_NAMES.map((name, index) => [name, E2E_PORT + 1 + index]),
) as Record<RemoteName, number>;

export function remotePortEnv(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_PORT`, String(REMOTE_PORTS[name])]),
  );
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const ACME = `http://acme.localhost:${E2E_PORT}`;
export const GLOBEX = `http://globex.localhost:${E2E_PORT}`;
export const API = `http://localhost:${E2E_PORT}`;

export const DEMO_PASSWORD = 'Affnet-demo-2026';

/** The shared core's version the host provides (what a remote built for another major is told). */
export const CORE_VERSION: string = JSON.parse(
  readFileSync(path.join(__dirname, '../../packages/core/package.json'), 'utf8'),
).version;

/**
 * The instant at which the e2e server's clock starts (its `CLOCK_START`): every stored time, "today", the
 * report presets and the demo traffic follow it, so no result depends on when the suite runs. Tests never read
 * the wall clock to compare with server times.
 */
export const CLOCK_START = '2026-03-11T15:00:00.000Z';

/** The folder of the e2e server's data: its mail files, uploads and database. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through e2e/playwright.config.ts');
  return dir;
}
