import { sql } from 'kysely';
import { exportsClient } from './exports-helpers';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

/** More conversions than the synchronous CSV used to hold (it stopped at 100,000 rows without a word). */
const ROWS = 100_050;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO_CLICKS: '0' });
  const db = t.app.ctx.db;
  const network = await db
    .selectFrom('networks')
    .select('id')
    .where('network_id', '=', 'acme')
    .executeTakeFirstOrThrow();
  const offer = await db
    .selectFrom('offers')
    .select('id')
    .where('network_id', '=', network.id)
    .executeTakeFirstOrThrow();
  const publisher = await db
    .selectFrom('users')
    .select('id')
    .where('network_id', '=', network.id)
    .where('role', '=', 'publisher')
    .executeTakeFirstOrThrow();
  // One statement: a recursive counter makes the rows inside the database.
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    insert into conversions (network_id, click_id, offer_id, publisher_id, created_at, local_hour, status, reason,
      payout, revenue, currency, txn_id, sale_amount, ip, dedup_key)
    select ${network.id}, printf('bulk%08d', i), ${offer.id}, ${publisher.id},
      printf('2026-01-15T10:%02d:%02d.000Z', (i / 60) % 60, i % 60), '2026-01-15T10', 'approved', null,
      100, 150, 'USD', null, null, null, printf('bulk-%d', i)
    from n`.execute(db);
}, 120_000);
afterAll(() => t.close());

it(`conversions.csv holds every conversion, ${ROWS.toLocaleString('en')} of them, streamed`, async () => {
  const owner = exportsClient(t.app, (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token as string);
  const response = await owner.get('/api/statistics/conversions.csv?from=2026-01-01&to=2026-01-31');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = response.body.split('\r\n').filter(Boolean);
  expect(lines.length).toBe(ROWS + 1);
  expect(new Set(lines.slice(1)).size).toBe(ROWS);
}, 120_000);
