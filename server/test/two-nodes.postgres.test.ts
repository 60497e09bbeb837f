import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exportWorkerOf } from '../src/exports/worker';
import { nowIso } from '../src/shared/clock';
import { trackingOf } from '../src/tracking/tracking';
import { IPHONE } from './click-fixtures';
import { ACME, buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { eventually, receiver } from './postbacks-helpers';
import { type TestDatabase, testDatabase } from './test-database';

// Two API nodes on one PostgreSQL database, as behind a load balancer: each its own process state (pool, click
// buffer, catalogue cache, workers, LISTEN connection, data folder), sharing nothing but the database. Run only in
// the PostgreSQL pass of `npm test` (jest.config.js leaves *.postgres.test.ts out without TEST_POSTGRES_URL).
jest.setTimeout(120_000);

interface Node {
  t: TestApp;
  port: number;
  dir: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request over HTTP to a node, with the Host header that picks the network. */
function send(node: Node, method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: ACME, 'user-agent': IPHONE };
  if (payload) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = options.token;
  return new Promise<Sent>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: node.port, method, path: url, headers, agent });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.end(payload);
  });
}

/** The payload of an answer: one record (some routes answer it alone, some in a list of one). */
function record<T>(sent: Sent): T {
  const { payload } = JSON.parse(sent.body) as { payload: T | T[] };
  return (Array.isArray(payload) ? payload[0] : payload) as T;
}

let database: TestDatabase;
let a: Node;
let b: Node;
let nodes: Node[];

const ENV = {
  DEMO_CLICKS: '0',
  // Clicks wait this long in a node's buffer: a postback on the other node comes while the click is there.
  CLICK_FLUSH_MS: '300',
  // Without LISTEN/NOTIFY, node B would keep serving its cached catalogue this long.
  TRACKING_CACHE_MS: '60000',
  LOGIN_FAILURES_PER_EMAIL: '5',
  LOGIN_FAILURES_PER_IP: '1000',
  POSTBACK_PRIVATE_TARGETS: '127.0.0.1',
  POSTBACK_POLL_MS: '20',
  POSTBACK_RETRY_BASE_MS: '100',
  // Long enough that a busy test process never times out a delivery that arrives (a retry would send it again).
  POSTBACK_TIMEOUT_MS: '10000',
};

async function startNode(url: string): Promise<Node> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-node-'));
  const t = await buildTestApp({ ...ENV, DATABASE_URL: url }, dir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, dir, port: (t.app.server.address() as AddressInfo).port };
}

beforeAll(async () => {
  database = await testDatabase(mkdtempSync(path.join(os.tmpdir(), 'affnet-two-nodes-')));
  // Started together: migrations and the demo seed run once, under the start-up lock.
  [a, b] = await Promise.all([startNode(database.url as string), startNode(database.url as string)]);
  nodes = [a, b];
});

afterAll(async () => {
  agent.destroy();
  for (const node of nodes ?? []) {
    await node.t.close();
    rmSync(node.dir, { recursive: true, force: true });
  }
  await database?.drop();
});

const db = () => a.t.app.ctx.db;

async function userId(email: string) {
  const row = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

const storedClick = (clickId: string) =>
  db().selectFrom('clicks').select('click_id').where('click_id', '=', clickId).executeTakeFirst();

async function signIn(node: Node, email: string, password = DEMO_PASSWORD) {
  const door = email.startsWith('owner@') ? '/user/network/login' : '/user/login';
  const body = door === '/user/login' ? { userDetails: { email, password } } : { email, password };
  return send(node, 'POST', door, { body });
}

async function tokenOf(node: Node, email: string) {
  const sent = await signIn(node, email);
  if (sent.status !== 200) throw new Error(`sign-in of ${email}: ${sent.status} ${sent.body}`);
  return record<{ token: string }>(sent).token;
}

async function newOffer(fields: Record<string, unknown> = {}) {
  const owner = await tokenOf(a, 'owner@acme.test');
  const sent = await send(a, 'POST', '/api/offers', {
    token: owner,
    body: {
      name: `Two-node offer ${nowIso()}`,
      destination_url: 'https://shop.example/land?c={click_id}',
      payout_type: 'CPA',
      payout: 100,
      revenue: 150,
      ...fields,
    },
  });
  if (sent.status !== 200) throw new Error(`offer not created: ${sent.body}`);
  return { id: record<{ id: number }>(sent).id, owner };
}

/** Clicks on a node; answers the click id from the redirect (or null when the click was refused). */
async function clickOn(node: Node, offerId: number, publisherId: number) {
  const sent = await send(node, 'GET', `/click?offer_id=${offerId}&aff_id=${publisherId}`);
  if (sent.status !== 302) return null;
  return new URL(String(sent.headers.location)).searchParams.get('c');
}

const postbackOn = (node: Node, clickId: string) => send(node, 'GET', `/postback?click_id=${clickId}`);

describe('two API nodes on one PostgreSQL database', () => {
  it('count failed sign-ins together: the sixth failure on either node is refused', async () => {
    const email = 'publisher@acme.test';
    for (const node of [a, b, a, b, a]) expect((await signIn(node, email, 'wrong-password')).status).toBe(400);
    expect((await signIn(b, email, 'wrong-password')).status).toBe(429);
    expect((await signIn(a, email)).status).toBe(429);
  });

  it('check only 5 (the limit) of 16 wrong passwords for one account sent together to both nodes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(nodes[i % 2] as Node, 'advertiser@acme.test', `wrong-${i}`)),
    );
    expect(answers.filter((sent) => sent.status !== 429).map((sent) => sent.status)).toEqual(Array(5).fill(400));
  });

  it('let the right password among 15 wrong ones sent to both nodes clear the count once, as one at a time', async () => {
    const passwords = [...Array.from({ length: 15 }, (_, i) => `wrong-${i}`), DEMO_PASSWORD];
    const answers = await Promise.all(
      passwords.map((password, i) => signIn(nodes[i % 2] as Node, 'publisher3@acme.test', password)),
    );
    const wrongChecked = answers.slice(0, 15).filter((sent) => sent.status !== 429);
    expect(wrongChecked.map((sent) => sent.status)).toEqual(wrongChecked.map(() => 400));
    // Signed in, the right one cleared at most 4 failures beside its own, and 5 more could follow.
    const rightOne = (answers[15] as Sent).status;
    expect([200, 429]).toContain(rightOne);
    expect(wrongChecked.length).toBeLessThanOrEqual(rightOne === 200 ? 2 * 5 - 1 : 5);
  });

  it("refuse an offer paused on node A at node B's /click within a second", async () => {
    const publisher = await userId('publisher2@acme.test');
    const { id, owner } = await newOffer();
    expect(await clickOn(b, id, publisher)).not.toBeNull(); // node B now holds the catalogue in its cache
    const paused = await send(a, 'POST', `/api/offers/${id}/status`, { token: owner, body: { status: 'paused' } });
    expect(paused.status).toBe(200);
    const started = performance.now();
    await eventually(async () => (await clickOn(b, id, publisher)) === null, 1000);
    const refusedAfter = performance.now() - started;
    console.info(`two nodes: node B refused the paused offer ${refusedAfter.toFixed(0)} ms after node A paused it`);
    expect(refusedAfter).toBeLessThan(1000);
  });

  it('record a postback on node B for a click made on node A a millisecond earlier', async () => {
    const publisher = await userId('publisher2@acme.test');
    const { id } = await newOffer();
    for (let i = 0; i < 5; i++) {
      const clickId = (await clickOn(a, id, publisher)) as string;
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(await storedClick(clickId)).toBeUndefined(); // still in node A's buffer
      const sent = await postbackOn(b, clickId);
      expect(sent.status).toBe(200);
      expect(record(sent)).toMatchObject({ status: 'approved', duplicate: false });
    }
  });

  it('approve exactly the cap of 100 out of 500 concurrent conversions over both nodes', async () => {
    const publisher = await userId('publisher2@acme.test');
    const { id } = await newOffer({ daily_cap: 100 });
    const clicks: string[] = [];
    for (let i = 0; i < 500; i++) clicks.push((await clickOn(nodes[i % 2] as Node, id, publisher)) as string);
    await Promise.all(nodes.map((node) => trackingOf(node.t.app.ctx).writer.flush()));
    const answers = await Promise.all(clicks.map((clickId, i) => postbackOn(nodes[i % 2] as Node, clickId)));
    expect(answers.map((sent) => sent.status)).toEqual(clicks.map(() => 200));
    const statuses = await db()
      .selectFrom('conversions')
      .select(({ fn }) => ['status', fn.countAll<number>().as('n')])
      .where('offer_id', '=', id)
      .groupBy('status')
      .execute();
    const count = Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]));
    expect(count).toEqual({ approved: 100, rejected: 400 });
  });

  it("deliver the publisher's postbacks of 1,000 conversions made through both nodes exactly once each", async () => {
    const target = await receiver();
    try {
      const publisher = await userId('publisher2@acme.test');
      const publisherToken = await tokenOf(b, 'publisher2@acme.test');
      const { id } = await newOffer();
      const added = await send(b, 'POST', '/api/postbacks', {
        token: publisherToken,
        body: { url: target.url('/conversion?click={click_id}'), offer_id: id },
      });
      expect(added.status).toBe(200);
      const clicks: string[] = [];
      for (let i = 0; i < 1000; i++) clicks.push((await clickOn(nodes[i % 2] as Node, id, publisher)) as string);
      const answers = await Promise.all(clicks.map((clickId, i) => postbackOn(nodes[(i + 1) % 2] as Node, clickId)));
      expect(answers.filter((sent) => sent.status === 200)).toHaveLength(1000);
      const sent = performance.now();
      await eventually(() => target.hits.length >= 1000, 60_000);
      console.info(`two nodes: 1,000 postbacks delivered in ${(performance.now() - sent).toFixed(0)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500)); // any second delivery would come now
      const ids = target.hits.map((hit) => new URL(hit.url, 'http://x').searchParams.get('click') ?? '');
      const seen = new Set<string>();
      const twice = ids.filter((clickId) => seen.has(clickId) || !seen.add(clickId));
      // A click delivered twice fails with its deliveries (which node, which attempt, what answer).
      const deliveries = twice.length
        ? await db().selectFrom('postback_deliveries').selectAll().where('click_id', 'in', twice).execute()
        : [];
      expect({ twice, deliveries }).toEqual({ twice: [], deliveries: [] });
      expect(seen.size).toBe(1000);
    } finally {
      await target.close();
    }
  });

  it('run an export once although both nodes look for queued jobs', async () => {
    const owner = await tokenOf(a, 'owner@acme.test');
    const before = nodes.map((node) => exportWorkerOf(node.t.app.ctx)?.jobsStarted ?? 0);
    // Four different exports (the same one asked twice while queued is one job), asked of both nodes.
    const presets = ['today', 'yesterday', 'last_week', 'this_month'];
    const created = await Promise.all(
      presets.map((preset, i) =>
        send(nodes[i % 2] as Node, 'POST', '/api/exports', {
          token: owner,
          body: { kind: 'report', query: { preset } },
        }),
      ),
    );
    const ids = created.map((sent) => record<{ id: number }>(sent).id);
    await eventually(async () => {
      const jobs = await db().selectFrom('export_jobs').select('status').where('id', 'in', ids).execute();
      return jobs.every((job) => job.status === 'done');
    }, 30_000);
    const started = nodes.map((node, i) => (exportWorkerOf(node.t.app.ctx)?.jobsStarted ?? 0) - (before[i] ?? 0));
    expect(started[0]! + started[1]!).toBe(ids.length);
    // Either node downloads any of them.
    for (const id of ids) expect((await send(b, 'GET', `/api/exports/${id}/file`, { token: owner })).status).toBe(200);
  });
});
