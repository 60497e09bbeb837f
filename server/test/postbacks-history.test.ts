import { prunePostbackHistory } from '../src/postbacks/history';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ POSTBACK_WORKER: 'off' });
});
afterAll(() => t.close());

const NOW = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

it('forgets finished deliveries and log rows older than the kept days, never a pending one', async () => {
  const db = t.app.ctx.db;
  const network = await db.selectFrom('networks').select('id').orderBy('id').executeTakeFirstOrThrow();
  const outbox = (key: string, state: 'pending' | 'done' | 'failed', at: string) =>
    db
      .insertInto('postback_outbox')
      .values({
        network_id: network.id,
        dedup_key: key,
        postback_id: null,
        forwarding_id: null,
        publisher_id: null,
        conversion_id: null,
        click_id: key,
        url: 'https://t.example/pb',
        state,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const log = (outboxId: number, at: string) =>
    db
      .insertInto('postback_deliveries')
      .values({
        network_id: network.id,
        outbox_id: outboxId,
        postback_id: null,
        forwarding_id: null,
        publisher_id: null,
        conversion_id: null,
        click_id: 'c',
        url: 'https://t.example/pb',
        status_code: 200,
        error: null,
        attempt: 1,
        duration_ms: 3,
        created_at: at,
      })
      .execute();
  const oldDone = await outbox('old-done', 'done', daysAgo(100));
  await outbox('old-failed', 'failed', daysAgo(91));
  await outbox('old-pending', 'pending', daysAgo(100));
  await outbox('new-done', 'done', daysAgo(10));
  await log(oldDone.id, daysAgo(100));
  await log(oldDone.id, daysAgo(5));

  expect(await prunePostbackHistory(db, 90, NOW)).toEqual({ outbox: 2, log: 1 });
  const left = await db.selectFrom('postback_outbox').select('dedup_key').orderBy('dedup_key').execute();
  expect(left.map((r) => r.dedup_key)).toEqual(['new-done', 'old-pending']);
  expect(await db.selectFrom('postback_deliveries').select('created_at').execute()).toEqual([
    { created_at: daysAgo(5) },
  ]);
});
