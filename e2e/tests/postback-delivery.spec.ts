import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@affnet/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { CLOCK_START, dataDir } from '../support/environment';
import { freePorts } from '../support/ports';
import { deliveryLogShowing, postbackRows } from '../support/postbacks';
import { Receiver } from '../support/receiver';
import { signIn } from '../support/sign-in';

/**
 * Restart mid-retry: this test runs its OWN server (the webServer command of playwright.config.ts) on free ports
 * with its own data folder, kills it with SIGKILL while a postback retry is pending, starts it again (on the same
 * ports and data), and checks the receiver got exactly one successful delivery and the log shows every attempt.
 */
const RETRY_BASE_MS = 2000;
const root = path.resolve(__dirname, '..', '..');

/** Where the test's own server listens: free ports picked when the test starts (API first, then the remotes). */
let ports: number[] = [];
let serverData = '';
const api = () => `http://localhost:${ports[0]}`;
const acmeHost = () => `acme.localhost:${ports[0]}`;

function startServer(): ChildProcess {
  const remotePorts = Object.fromEntries(
    REMOTE_NAMES.map((name, i) => [`REMOTE_${name.toUpperCase()}_PORT`, String(ports[i + 1])]),
  );
  return spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: SIGKILL must reach the server itself, not only the tsx launcher.
    detached: true,
    env: {
      ...process.env,
      ...remotePorts,
      PORT: String(ports[0]),
      DATA_DIR: serverData,
      CLOCK_START,
      SERVE_REMOTES: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_FAILURES_PER_IP: '100000',
      PUBLIC_WRITES_PER_HOUR: '100000',
      DEMO_DATA: 'true',
      DEMO_CLICKS: '200',
      POSTBACK_RETRY_BASE_MS: String(RETRY_BASE_MS),
      POSTBACK_POLL_MS: '100',
      // The receiver listens on 127.0.0.1: the operator allows that address.
      POSTBACK_PRIVATE_TARGETS: '127.0.0.1',
    },
  });
}

async function untilHealthy(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get(`${api()}/healthz`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
}

async function kill(child: ChildProcess, request: APIRequestContext) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid as number), 'SIGKILL');
    await exited;
  }
  await untilDown(request);
}

/** Nothing answers on the port (before a start, after a kill): a stale server would fake the test. */
async function untilDown(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get(`${api()}/healthz`, { timeout: 1000 }).catch(() => null))?.status() ?? 0, {
      timeout: 10_000,
    })
    .toBe(0);
}

type Method = 'GET' | 'POST';
async function call<T>(request: APIRequestContext, method: Method, url: string, token?: string, data?: unknown) {
  const headers: Record<string, string> = { Host: acmeHost(), ...(token ? { Authorization: token } : {}) };
  const response = await request.fetch(`${api()}${url}`, { method, headers, data, maxRedirects: 0 });
  return {
    status: response.status(),
    response,
    body: (await response.json().catch(() => ({}))) as { msg: string; payload: T },
  };
}

async function login(request: APIRequestContext, email: string, owner = false) {
  const credentials = { email, password: 'Affnet-demo-2026' };
  const { body } = owner
    ? await call<{ token: string }[]>(request, 'POST', '/user/network/login', undefined, credentials)
    : await call<{ token: string }[]>(request, 'POST', '/user/login', undefined, { userDetails: credentials });
  const token = body.payload?.[0]?.token;
  if (!token) throw new Error(`login of ${email}: ${body.msg}`);
  return token;
}

/** A click of the publisher on an untargeted active offer, then the advertiser's postback: one conversion. */
async function convert(request: APIRequestContext, token: string) {
  type Offer = { id: number; countries: string[]; os: string[]; devices: string[] };
  const offers = await call<{ rows: Offer[] }>(request, 'GET', '/api/offers?tab=active&limit=100', token);
  const offer = offers.body.payload.rows.find((o) => !o.os.length && !o.devices.length && !o.countries.length);
  if (!offer) throw new Error('no untargeted active offer');
  const link = await call<{ url: string }>(request, 'GET', `/api/offers/${offer.id}/tracking-link`, token);
  const click = await request.get(`${api()}/click${new URL(link.body.payload.url).search}`, {
    headers: { Host: acmeHost(), 'x-affnet-test-country': 'US' },
    maxRedirects: 0,
  });
  expect(click.status()).toBe(302);
  const clickId = [...new URL(click.headers().location ?? '').searchParams.values()].find((v) =>
    /^[0-9a-f]{32}$/.test(v),
  );
  if (!clickId) throw new Error('no click id');
  await expect(async () => {
    const postback = await request.get(`${api()}/postback?click_id=${clickId}`, { headers: { Host: acmeHost() } });
    expect(postback.status()).toBe(200);
  }).toPass();
  return clickId;
}

test('a postback retry pending when the server is killed is delivered once after the restart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  ports = await freePorts(1 + REMOTE_NAMES.length);
  serverData = mkdtempSync(path.join(dataDir(), 'restart-server-'));
  const receiver = await Receiver.start();
  await untilDown(request);
  let server = startServer();
  try {
    await untilHealthy(request);
    const owner = await login(request, 'owner@acme.test', true);
    const settings = await call(request, 'POST', '/api/network/setting/postbacks', owner, {
      postback_approval: false,
      export_retention_days: 7,
      log_status: 'e2e: postbacks without approval',
    });
    expect(settings.status, settings.body.msg).toBe(200);
    const publisher = await login(request, 'publisher@acme.test');
    const created = await call<{ id: number }>(request, 'POST', '/api/postbacks', publisher, {
      url: receiver.url('/restart?click={click_id}&payout={payout}'),
      offer_id: null,
    });
    expect(created.status, created.body.msg).toBe(200);
    const postbackId = created.body.payload.id;
    receiver.failNext(2, 500);
    const clickId = await convert(request, publisher);

    type Log = { rows: { attempt: number; status_code: number | null }[] };
    const attempts = async () =>
      (
        await call<Log>(request, 'GET', `/api/postbacks/${postbackId}/deliveries?limit=100`, publisher)
      ).body.payload.rows
        .map((row) => [row.attempt, row.status_code])
        .reverse();
    // Two failed attempts logged: the third waits for its backoff (2 × 2 s) when the server dies.
    await expect.poll(attempts, { timeout: 20_000, intervals: [100] }).toEqual([
      [1, 500],
      [2, 500],
    ]);
    await kill(server, request);
    expect(receiver.withParam('click', clickId)).toHaveLength(2);

    server = startServer();
    await untilHealthy(request);
    const again = await login(request, 'publisher@acme.test');
    await receiver.waitForParam('click', clickId, 3);
    // Not a wait for a result but a quiet window on purpose: a duplicate delivery would arrive within it.
    await page.waitForTimeout(2 * RETRY_BASE_MS);
    const received = receiver.withParam('click', clickId);
    expect(received.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(received.filter((r) => r.status === 200)).toHaveLength(1);
    const log = (await call<Log>(request, 'GET', `/api/postbacks/${postbackId}/deliveries?limit=100`, again)).body
      .payload.rows;
    expect(log.map((row) => [row.attempt, row.status_code]).reverse()).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);

    // The publisher's postback page on the restarted server shows the postback and its delivery log.
    await signIn(page, `http://${acmeHost()}`, 'publisher@acme.test');
    await page.goto(`http://${acmeHost()}/postback/list`);
    await expect(postbackRows(page).filter({ hasText: '/restart?click=' })).toHaveCount(1);
    const deliveries = await deliveryLogShowing(page, '200');
    await expect(deliveries.locator('tbody').getByRole('row')).toHaveCount(3);
  } finally {
    await kill(server, request);
    await receiver.close();
    rmSync(serverData, { recursive: true, force: true });
  }
});
