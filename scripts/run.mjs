// `npm start` and `npm test` on a machine with only Node and npm: get pnpm, install, build, then run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumForTests } from './browser.mjs';
import { pdftotextForTests } from './pdftotext.mjs';
import { postgresForTests } from './postgres.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// pnpm 10 from PATH when it is there, else through npx (shared with `npm run release`).
const { pnpmCommand } = createRequire(import.meta.url)('../packages/mf-config/pnpm-command.cjs');
const APPS = ['host-shell', 'mfe-auth', 'mfe-offers', 'mfe-statistics', 'mfe-network-admin', 'mfe-publisher'];
/** The e2e server takes this port and the next five (API and host, then one per remote). */
const E2E_PORTS = 6;

function step(title) {
  console.info(`\n▶ ${title}`);
}

function run(command, args, env = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function pnpm(...args) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args]);
}

function newestFile(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when a build is missing or any front-end source is newer than it. */
function buildIfStale() {
  const sources = Math.max(
    ...APPS.map((app) => newestFile(path.join(root, app))),
    newestFile(path.join(root, 'packages')),
  );
  const built = APPS.map((app) => path.join(root, app, 'dist', 'index.html'));
  const oldestBuild = Math.min(...built.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (oldestBuild > sources) {
    console.info('  build is up to date');
    return run(process.execPath, [path.join(root, 'scripts/build.mjs'), '--publish-only']);
  }
  pnpm('run', 'build');
}

function install() {
  step('Installing dependencies');
  // better-sqlite3 compiles here; this skips its attempt to download a prebuilt binary from another host.
  process.env.npm_config_build_from_source = 'true';
  pnpm('install', '--frozen-lockfile', '--reporter=append-only');
}

function start() {
  install();
  step('Building the host and the remotes');
  buildIfStale();
  step('Starting affnet');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The demo networks and accounts on an empty database: what `npm start` is for (never in production).
    env: {
      ...process.env,
      SERVE_REMOTES: process.env.SERVE_REMOTES ?? 'true',
      DEMO_DATA: process.env.DEMO_DATA ?? 'true',
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** E2E_PORT, else the first block of ports from 3100 on that nothing listens on (another run may be going on). */
async function e2ePort() {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  for (let base = 3100; base < 3900; base += 10) {
    const ports = Array.from({ length: E2E_PORTS }, (_, i) => base + i);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return String(base);
  }
  throw new Error('No free block of ports between 3100 and 3900 for the browser tests: set E2E_PORT.');
}

async function test() {
  install();
  step('Chromium for the browser tests');
  process.env.CHROMIUM_PATH = chromiumForTests(root);
  console.info(`  ${process.env.CHROMIUM_PATH}`);
  step('pdftotext for the invoice PDF tests (poppler-utils)');
  pdftotextForTests();
  step('Type check');
  pnpm('run', 'typecheck');
  step('Lint');
  pnpm('run', 'lint');
  step('Area import rules (dependency-cruiser, .dependency-cruiser.cjs)');
  pnpm('run', 'deps');
  const reports = mkdtempSync(path.join(os.tmpdir(), 'affnet-test-reports-'));
  const jestReport = path.join(reports, 'jest.json');
  const postgresReport = path.join(reports, 'jest-postgres.json');
  const e2eReport = path.join(reports, 'e2e.json');
  step('Unit and server tests (jest, the server on SQLite)');
  pnpm('run', 'jest', '--ci', '--json', `--outputFile=${jestReport}`);
  step('Server tests again on PostgreSQL (jest, server project)');
  const postgres = await postgresForTests();
  console.info(`  ${postgres.version ?? 'PostgreSQL'} at ${postgres.url}`);
  process.env.TEST_POSTGRES_URL = postgres.url;
  try {
    // --forceExit: a test that fails before closing its app leaves that app's LISTEN connection open, which would
    // keep jest waiting for ever; on SQLite nothing of an app keeps the process alive.
    pnpm(
      'run',
      'jest',
      '--ci',
      '--forceExit',
      '--selectProjects',
      'server',
      '--json',
      `--outputFile=${postgresReport}`,
    );
  } finally {
    delete process.env.TEST_POSTGRES_URL;
    postgres.stop();
  }
  step('Building the host and the remotes');
  pnpm('run', 'build');
  process.env.E2E_PORT = await e2ePort();
  step(`Browser tests (Playwright, Chromium; server on port ${process.env.E2E_PORT})`);
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = e2eReport;
  pnpm('run', 'e2e');
  summarise(jestReport, postgresReport, e2eReport);
}

/** One closing line for the whole run, from the runners' JSON reports. */
function summarise(jestReport, postgresReport, e2eReport) {
  const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
  const postgres = JSON.parse(readFileSync(postgresReport, 'utf8'));
  const e2e = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
  const passed = jest.numPassedTests + postgres.numPassedTests + e2e.expected + e2e.flaky;
  const failed = jest.numFailedTests + postgres.numFailedTests + e2e.unexpected;
  const skipped = jest.numPendingTests + postgres.numPendingTests + e2e.skipped;
  console.info(
    `\njest ${jest.numPassedTests} passed; on PostgreSQL ${postgres.numPassedTests} passed; ` +
      `Playwright ${e2e.expected + e2e.flaky} passed (${e2e.flaky} flaky)`,
  );
  console.info(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

const command = process.argv[2];
try {
  if (command === 'start') start();
  else if (command === 'test') await test();
  else throw new Error('usage: node scripts/run.mjs start|test');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
