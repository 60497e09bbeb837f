import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CLOCK_START, E2E_PORT, remotePortEnv } from './support/environment';

const root = path.resolve(__dirname, '..');
// One fresh database for the run; workers inherit the variable from this (the main) process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'affnet-e2e-'));

export default defineConfig({
  testDir: './tests',
  // Per run, beside its data: two runs on one machine never delete each other's traces.
  outputDir: path.join(process.env.E2E_DATA_DIR, 'results'),
  // CI's machine may run another suite beside this one: its limits catch a hang, not a slow moment.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // `npm test` also asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `"${process.execPath}" node_modules/tsx/dist/cli.mjs server/src/server.ts`,
    cwd: root,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SERVE_REMOTES: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_FAILURES_PER_IP: '100000',
      PUBLIC_WRITES_PER_HOUR: '100000',
      DEMO_DATA: 'true',
      DEMO_CLICKS: '2000',
      POSTBACK_RETRY_BASE_MS: '500',
      // The tests' postback receivers listen on 127.0.0.1: the operator allows that address, no other private one.
      POSTBACK_PRIVATE_TARGETS: '127.0.0.1',
      // The server's clock starts at a fixed instant (and runs at real speed): no test depends on the date.
      CLOCK_START,
      ...remotePortEnv(),
    },
  },
});
