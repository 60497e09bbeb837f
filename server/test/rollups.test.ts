import { sql } from 'kysely';
import { now } from '../src/shared/clock';
import { localHourOf } from '../src/shared/time-zones';
import { type TrackingFixture, trackingFixture, WINDOWS } from './click-fixtures';

// The random-traffic test sends 300 clicks and their postbacks: about 5 s alone, more on a busy machine.

let f: TrackingFixture;
beforeAll(async () => {
  // Demo traffic (bulk-loaded rollups) plus live traffic (incremental rollups) in the same network.
  f = await trackingFixture({ DEMO_CLICKS: '3000', CLICK_FLUSH_MAX: '7' });
});
afterAll(() => f.close());
// Both tests click at instants of their own: neither leaves its clock to the other.
afterEach(() => {
  f.tracking.now = now;
});

/** mulberry32 */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, string | number>;
const norm = (rows: Row[]) =>
  rows
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? v : Number(v)])))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

async function rawAggregates(length: 10 | 13) {
  const { rows } = await sql<Row>`
    select t, offer_id, publisher_id, sum(clicks) as clicks, sum(uniques) as unique_clicks,
      sum(conversions) as conversions, sum(payout) as payout, sum(revenue) as revenue
    from (
      select substr(local_hour, 1, ${sql.lit(length)}) as t, offer_id, publisher_id, 1 as clicks, is_unique as uniques,
        0 as conversions, payout, revenue
      from clicks where network_id = ${f.acme.id} and status = 'accepted'
      union all
      select substr(local_hour, 1, ${sql.lit(length)}), offer_id, publisher_id, 0, 0, 1, payout, revenue
      from conversions where network_id = ${f.acme.id} and status in ('approved', 'pending')
    ) as everything
    group by t, offer_id, publisher_id`.execute(f.db);
  return norm(rows);
}

it('rollups equal the raw aggregates after random traffic, postbacks and status changes', async () => {
  const next = random(42);
  const publishers = [await f.userId('publisher@acme.test'), await f.userId('publisher2@acme.test')];
  const offers = [
    await f.addOffer({ payout: 101, revenue: 199 }),
    await f.addOffer({ payout_type: 'CPS', payout: 1234, revenue: 2345 }),
    await f.addOffer({ payout: 3, revenue: 7, daily_cap: 5 }),
    await f.addOffer({ payout_type: 'CPC', payout: 5, revenue: 8 }),
  ];
  const start = Date.parse('2026-03-05T00:00:00Z'); // spans the New York DST change of 2026-03-08
  const clickIds: string[] = [];
  for (let i = 0; i < 300; i++) {
    const at = new Date(start + Math.floor(next() * 6 * 86_400_000));
    f.tracking.now = () => at;
    const response = await f.app.inject({
      url: `/click?offer_id=${offers[Math.floor(next() * offers.length)]}&aff_id=${publishers[Math.floor(next() * 2)]}`,
      headers: { host: 'acme.localhost:3000', 'user-agent': WINDOWS },
      remoteAddress: `10.0.0.${Math.floor(next() * 12)}`,
    });
    expect(response.statusCode).toBe(302);
    const clickId = new URL(String(response.headers.location)).searchParams.get('c')!;
    clickIds.push(clickId);
    if (next() < 0.3) {
      const status = ['approved', 'pending', 'rejected'][Math.floor(next() * 3)]!;
      const txn = next() < 0.5 ? `T${Math.floor(next() * 40)}` : '';
      const response = await f.postback({
        click_id: clickId,
        status,
        sale_amount: Math.floor(next() * 100_000),
        txn_id: txn,
      });
      expect(response.statusCode).toBe(200);
    }
  }
  f.tracking.now = now;
  await f.flush();
  const owner = await f.token('owner@acme.test');
  const conversions = await f.db.selectFrom('conversions').select('id').where('network_id', '=', f.acme.id).execute();
  for (const { id } of conversions.filter(() => next() < 0.3)) {
    const response = await f.app.inject({
      method: 'POST',
      url: `/api/statistics/conversions/${id}/status`,
      headers: { host: 'acme.localhost:3000', authorization: owner },
      payload: { status: next() < 0.5 ? 'approved' : 'rejected' },
    });
    expect(response.statusCode).toBe(200);
  }

  const daily = await f.db
    .selectFrom('daily_stats')
    .select(['day as t', 'offer_id', 'publisher_id', 'clicks', 'unique_clicks', 'conversions', 'payout', 'revenue'])
    .where('network_id', '=', f.acme.id)
    .execute();
  expect(norm(daily as Row[]).filter((r) => r.clicks || r.conversions)).toEqual(await rawAggregates(10));
  const hourly = await f.db
    .selectFrom('hourly_stats')
    .select(['hour as t', 'offer_id', 'publisher_id', 'clicks', 'unique_clicks', 'conversions', 'payout', 'revenue'])
    .where('network_id', '=', f.acme.id)
    .execute();
  expect(norm(hourly as Row[]).filter((r) => r.clicks || r.conversions)).toEqual(await rawAggregates(13));

  // Every stored local hour is the New York hour of its instant; every unique key is counted once.
  const clicks = await f.db
    .selectFrom('clicks')
    .select(['created_at', 'local_hour', 'ip', 'offer_id', 'publisher_id', 'is_unique', 'status'])
    .where('network_id', '=', f.acme.id)
    .execute();
  for (const c of clicks) expect(c.local_hour).toBe(localHourOf(new Date(c.created_at), 'America/New_York'));
  const accepted = clicks.filter((c) => c.status === 'accepted');
  const keys = new Set(accepted.map((c) => `${c.local_hour.slice(0, 10)}|${c.offer_id}|${c.publisher_id}|${c.ip}`));
  expect(accepted.reduce((n, c) => n + c.is_unique, 0)).toBe(keys.size);
  expect(clickIds.length).toBe(300);
});

it('a status change moves the conversion in and out of the rollups, by exact amounts', async () => {
  const publisher = await f.userId('publisher@acme.test');
  const offer = await f.addOffer({ payout: 1999, revenue: 2999 });
  f.tracking.now = () => new Date('2026-06-15T12:00:00Z');
  const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
  const id = (await f.postback({ click_id: clickId, status: 'pending' })).json().payload.conversion_id;
  f.tracking.now = now;
  const owner = await f.token('owner@acme.test');
  const day = () =>
    f.db
      .selectFrom('daily_stats')
      .select(['conversions', 'payout', 'revenue'])
      .where('offer_id', '=', offer)
      .executeTakeFirstOrThrow();
  const change = (status: string, token = owner) =>
    f.app.inject({
      method: 'POST',
      url: `/api/statistics/conversions/${id}/status`,
      headers: { host: 'acme.localhost:3000', authorization: token },
      payload: { status },
    });
  expect(await day()).toEqual({ conversions: 1, payout: 1999, revenue: 2999 });
  expect((await change('rejected')).json()).toMatchObject({ err: 0, payload: { id, status: 'rejected' } });
  expect(await day()).toEqual({ conversions: 0, payout: 0, revenue: 0 });
  await change('rejected');
  expect(await day()).toEqual({ conversions: 0, payout: 0, revenue: 0 });
  await change('approved');
  await change('approved');
  expect(await day()).toEqual({ conversions: 1, payout: 1999, revenue: 2999 });
  expect((await change('pending')).statusCode).toBe(400);
  expect((await change('rejected', await f.token('publisher@acme.test'))).statusCode).toBe(403);
  const globexOwner = await f.token('owner@globex.test', 'globex.localhost:3000');
  const foreign = await f.app.inject({
    method: 'POST',
    url: `/api/statistics/conversions/${id}/status`,
    headers: { host: 'globex.localhost:3000', authorization: globexOwner },
    payload: { status: 'rejected' },
  });
  expect(foreign.statusCode).toBe(404);
  expect(await day()).toEqual({ conversions: 1, payout: 1999, revenue: 2999 });
});
