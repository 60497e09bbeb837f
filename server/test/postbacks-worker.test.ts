import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PostbackWorker } from '../src/postbacks/worker';
import { nowMs } from '../src/shared/clock';
import { PrivateTargets } from '../src/shared/private-targets';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { receiver } from './postbacks-helpers';

let f: TrackingFixture;
let publisher: number;
beforeAll(async () => {
  f = await trackingFixture({ POSTBACK_WORKER: 'off', POSTBACK_PRIVATE_TARGETS: '127.0.0.1' });
  publisher = await f.userId('publisher@acme.test');
});
afterAll(() => f.close());
// A test may leave a row waiting for a retry (the timeout test: due 30 s on), which the later clocks of another
// test would send: each test starts with an empty outbox and log.
beforeEach(async () => {
  await f.db.deleteFrom('postback_deliveries').execute();
  await f.db.deleteFrom('postback_outbox').execute();
});

const options = {
  timeoutMs: 1000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
  pollMs: 1000,
  privateTargets: PrivateTargets.parse('127.0.0.1'),
};

async function queue(url: string, count = 1) {
  const token = await f.token('publisher@acme.test');
  await f.db.deleteFrom('postbacks').execute();
  await f.app.inject({
    method: 'POST',
    url: '/api/postbacks',
    headers: { host: ACME, authorization: token },
    payload: { url, offer_id: null },
  });
  const offer = await f.addOffer();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    ids.push((await f.postback({ click_id: clickId })).json().payload.conversion_id);
  }
  return ids;
}

const rowsOf = (conversionIds: number[]) =>
  f.db.selectFrom('postback_outbox').selectAll().where('conversion_id', 'in', conversionIds).orderBy('id').execute();

describe('postback outbox worker', () => {
  it('two workers running at once never send the same row twice', async () => {
    const local = await receiver([200]);
    try {
      const ids = await queue(local.url('/race'), 30);
      const a = new PostbackWorker(f.db, { ...options, batch: 7 });
      const b = new PostbackWorker(f.db, { ...options, batch: 7 });
      while ((await Promise.all([a.runOnce(), b.runOnce()])).some((n) => n > 0)) {}
      expect(local.hits).toHaveLength(30);
      expect(new Set(local.hits.map((h) => h.url)).size).toBe(1);
      expect((await rowsOf(ids)).every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      await local.close();
    }
  });

  it('a row leased by a worker that died waits for its lease to run out, then is sent once; done is final', async () => {
    const local = await receiver([200]);
    try {
      const ids = await queue(local.url('/lease'));
      const future = new Date(nowMs() + 60_000).toISOString();
      await f.db
        .updateTable('postback_outbox')
        .set({ lease_owner: 'dead-worker', lease_until: future, attempts: 1 })
        .where('conversion_id', 'in', ids)
        .execute();
      const restarted = new PostbackWorker(f.db, options);
      expect(await restarted.runOnce()).toBe(0);
      const later = new PostbackWorker(f.db, { ...options, now: () => new Date(nowMs() + 61_000) });
      expect(await later.runOnce()).toBe(1);
      expect(local.hits).toHaveLength(1);
      expect(await rowsOf(ids)).toMatchObject([{ state: 'done', attempts: 2, lease_owner: null }]);
      const muchLater = new PostbackWorker(f.db, { ...options, now: () => new Date(nowMs() + 86_400_000) });
      expect(await muchLater.runOnce()).toBe(0);
      expect(local.hits).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('a receiver that does not answer in time is a failed attempt retried after the backoff', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = http.createServer(() => {});
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const ids = await queue(`http://127.0.0.1:${port}/slow`);
      const started = nowMs();
      const worker = new PostbackWorker(f.db, { ...options, timeoutMs: 200 });
      expect(await worker.runOnce()).toBe(1);
      const [row] = await rowsOf(ids);
      expect(row).toMatchObject({ state: 'pending', attempts: 1, lease_owner: null });
      expect(Date.parse(row?.next_attempt_at ?? '') - started).toBeGreaterThanOrEqual(30_000);
      const log = await f.db.selectFrom('postback_deliveries').selectAll().where('conversion_id', 'in', ids).execute();
      expect(log).toMatchObject([{ status_code: null, error: 'timed out after 200 ms', attempt: 1 }]);
      expect(log[0]?.duration_ms).toBeGreaterThanOrEqual(190);
      expect(await worker.runOnce()).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
