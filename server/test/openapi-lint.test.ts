/**
 * `redocly lint` with its recommended rules, offline, on the documents the server serves: the whole API's
 * (GET /api/docs) and the publisher API's (GET /api/docs/publisher-api). No errors; the one warning kept is
 * info-license (the platform publishes no licence for its API), as the README says.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_DOCUMENT_PATH } from '../src/shared/http/openapi';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

const REDOCLY = path.resolve(__dirname, '../../node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
});
afterAll(() => t.close());

async function lint(url: string, payloadOnly: boolean): Promise<LintReport> {
  const answer = await t.app.inject({ method: 'GET', url, headers: { host: ACME, authorization: token } });
  expect(answer.statusCode).toBe(200);
  const file = path.join(t.dataDir, `${payloadOnly ? 'publisher-api' : 'api'}.json`);
  writeFileSync(file, JSON.stringify(payloadOnly ? answer.json().payload : answer.json()));
  // No telemetry and no update check: the test runs without a network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const run = promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--format=json'], { env });
  // redocly exits 1 when it finds errors; the report on stdout says which.
  const { stdout } = await run.catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

const summary = (report: LintReport) => report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);

it('finds no error in the whole API document, and no warning but the licence', async () => {
  const report = await lint(API_DOCUMENT_PATH, false);
  expect(summary(report)).toEqual(['warn info-license: Info object should contain `license` field.']);
}, 30_000);

it('finds no error in the publisher API document, and no warning but the licence and the demo domain', async () => {
  const report = await lint('/api/docs/publisher-api', true);
  // The server is the network's dashboard domain: acme.localhost here, a real domain in production.
  expect(summary(report)).toEqual([
    'warn info-license: Info object should contain `license` field.',
    'warn no-server-example.com: Server `url` should not point to example.com or localhost.',
  ]);
}, 30_000);
