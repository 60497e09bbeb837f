import { moneyDecimal } from '@affnet/format';
import { now } from '../src/shared/clock';
import { localDayOf, localHourOf } from '../src/shared/time-zones';
import { dayNumberOf, dayOfNumber, hourOfNumber, quarterMinuteOf } from '../src/shared/zone-offsets';
import { ensureLocalDays } from '../src/statistics/local-stats';
import { type TrackingFixture, trackingFixture, WINDOWS } from './click-fixtures';
import { dayStats } from './day-stats';

// The random-traffic test sends 300 clicks and their postbacks: about 5 s alone, more on a busy machine.
jest.setTimeout(60_000);

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

type Figures = Record<string, number>;
const FIGURES = ['clicks', 'unique_clicks', 'conversions', 'payout', 'revenue'] as const;

function add(into: Map<string, Figures>, key: string, figures: Figures) {
  const known = into.get(key) ?? Object.fromEntries(FIGURES.map((name) => [name, 0]));
  for (const name of FIGURES) known[name] = (known[name] ?? 0) + (figures[name] ?? 0);
  into.set(key, known);
}

/** Acme's raw clicks and counted conversions summed by (time, offer, publisher), the time given by `timeOf`. */
async function rawAggregates(timeOf: (createdAt: string) => string) {
  const sums = new Map<string, Figures>();
  const clicks = await f.db
    .selectFrom('clicks')
    .selectAll()
    .where('network_id', '=', f.acme.id)
    .where('status', '=', 'accepted')
    .execute();
  for (const c of clicks) {
    const figures = { clicks: 1, unique_clicks: c.is_unique, payout: Number(c.payout), revenue: Number(c.revenue) };
    add(sums, `${timeOf(c.created_at)}|${c.offer_id}|${c.publisher_id}`, figures);
  }
  const conversions = await f.db
    .selectFrom('conversions')
    .selectAll()
    .where('network_id', '=', f.acme.id)
    .where('status', 'in', ['approved', 'pending'])
    .execute();
  for (const c of conversions) {
    const figures = { conversions: 1, payout: Number(c.payout), revenue: Number(c.revenue) };
    add(sums, `${timeOf(c.created_at)}|${c.offer_id}|${c.publisher_id}`, figures);
  }
  return sums;
}

/** Rows of a rollup table summed by (time, offer, publisher), without the rows that hold nothing. */
function rollupSums(rows: Record<string, unknown>[], timeOf: (row: Record<string, unknown>) => string) {
  const sums = new Map<string, Figures>();
  for (const row of rows) {
    const figures = Object.fromEntries(FIGURES.map((name) => [name, Number(row[name])]));
    if (FIGURES.every((name) => figures[name] === 0)) continue;
    add(sums, `${timeOf(row)}|${row.offer_id}|${row.publisher_id}`, figures);
  }
  return sums;
}

const sorted = (sums: Map<string, Figures>) => [...sums].sort(([a], [b]) => a.localeCompare(b));

/** The quarter-hour rollups and the local day and hour rollups of the zone (built where not yet) against the raw rows. */
async function expectRollupsOfRawRows(timeZone: string) {
  const network = await f.db
    .selectFrom('networks')
    .select(['time_zone', 'stats_epoch'])
    .where('id', '=', f.acme.id)
    .executeTakeFirstOrThrow();
  expect(network.time_zone).toBe(timeZone);
  const local = { timeZone, epoch: Number(network.stats_epoch) };
  const localDays = [...(await rawAggregates((at) => localDayOf(new Date(at), timeZone))).keys()].map((key) =>
    dayNumberOf(key.slice(0, 10)),
  );
  await ensureLocalDays(f.db, f.app.ctx.dialect, f.acme.id, local, Math.min(...localDays), Math.max(...localDays));
  const quarters = await f.db.selectFrom('quarter_stats').selectAll().where('network_id', '=', f.acme.id).execute();
  const quarterOf = (at: string) => new Date(quarterMinuteOf(new Date(at)) * 60_000).toISOString();
  expect(sorted(rollupSums(quarters, (q) => new Date(Number(q.utc_minute) * 60_000).toISOString()))).toEqual(
    sorted(await rawAggregates(quarterOf)),
  );
  const of = (table: 'local_day_stats' | 'local_hour_stats') =>
    f.db.selectFrom(table).selectAll().where('network_id', '=', f.acme.id).where('epoch', '=', local.epoch).execute();
  expect(sorted(rollupSums(await of('local_day_stats'), (d) => dayOfNumber(Number(d.day))))).toEqual(
    sorted(await rawAggregates((at) => localDayOf(new Date(at), timeZone))),
  );
  expect(sorted(rollupSums(await of('local_hour_stats'), (h) => hourOfNumber(Number(h.hour))))).toEqual(
    sorted(await rawAggregates((at) => localHourOf(new Date(at), timeZone))),
  );
}

it('rollups equal the raw aggregates after random traffic, postbacks, status changes and changes of zone', async () => {
  const next = random(42);
  const publishers = [await f.userId('publisher@acme.test'), await f.userId('publisher2@acme.test')];
  const offers = [
    await f.addOffer({ payout: 101, revenue: 199 }),
    await f.addOffer({ payout_type: 'CPS', payout: 1234, revenue: 2345 }),
    await f.addOffer({ payout: 3, revenue: 7, daily_cap: 5 }),
    await f.addOffer({ payout_type: 'CPC', payout: 5, revenue: 8 }),
  ];
  const owner = await f.token('owner@acme.test');
  // Six days a round, the first across the New York DST change of 2026-03-08.
  let roundStart = Date.parse('2026-03-05T00:00:00Z');
  async function traffic(clicks: number) {
    // In time order, as clicks are written when they happen: a writer forgets the unique keys of passed days.
    const instants = Array.from({ length: clicks }, () => roundStart + Math.floor(next() * 6 * 86_400_000));
    roundStart += 6 * 86_400_000;
    for (const instant of instants.sort((a, b) => a - b)) {
      const at = new Date(instant);
      f.tracking.now = () => at;
      const offer = offers[Math.floor(next() * offers.length)];
      const response = await f.app.inject({
        url: `/click?offer_id=${offer}&aff_id=${publishers[Math.floor(next() * 2)]}`,
        headers: { host: 'acme.localhost:3000', 'user-agent': WINDOWS },
        remoteAddress: `10.0.0.${Math.floor(next() * 12)}`,
      });
      expect(response.statusCode).toBe(302);
      const clickId = new URL(String(response.headers.location)).searchParams.get('c')!;
      if (next() < 0.3) {
        const status = ['approved', 'pending', 'rejected'][Math.floor(next() * 3)]!;
        const txn = next() < 0.5 ? `T${Math.floor(next() * 40)}` : '';
        const sale = Math.floor(next() * 100_000);
        const response = await f.postback({
          click_id: clickId,
          status,
          amount: moneyDecimal(sale, 'USD'),
          txn_id: txn,
        });
        expect(response.statusCode).toBe(200);
      }
    }
    f.tracking.now = now;
    await f.flush();
    const conversions = await f.db.selectFrom('conversions').select('id').where('network_id', '=', f.acme.id).execute();
    for (const { id } of conversions.filter(() => next() < 0.1)) {
      const response = await f.app.inject({
        method: 'POST',
        url: `/api/statistics/conversions/${id}/status`,
        headers: { host: 'acme.localhost:3000', authorization: owner },
        payload: { status: next() < 0.5 ? 'approved' : 'rejected' },
      });
      expect(response.statusCode).toBe(200);
    }
  }
  const saveZone = async (zone: string) => {
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/network/setting/save/timezone',
      headers: { host: 'acme.localhost:3000', authorization: owner },
      payload: { current_timezone: zone },
    });
    expect(response.statusCode).toBe(200);
  };

  await traffic(120);
  await expectRollupsOfRawRows('America/New_York');
  // Built days are kept by the clicks, conversions and status changes that follow, in the new zone's epoch too.
  await saveZone('Asia/Kolkata');
  await expectRollupsOfRawRows('Asia/Kolkata');
  await traffic(120);
  await expectRollupsOfRawRows('Asia/Kolkata');
  await saveZone('America/New_York');
  await traffic(60);
  await expectRollupsOfRawRows('America/New_York');

  // Every unique key (the local day a click arrived on, offer, publisher, IP) is counted once.
  const clicks = await f.db
    .selectFrom('clicks')
    .select(['created_at', 'local_hour', 'ip', 'offer_id', 'publisher_id', 'is_unique', 'status'])
    .where('network_id', '=', f.acme.id)
    .execute();
  const accepted = clicks.filter((c) => c.status === 'accepted');
  const keys = new Set(accepted.map((c) => `${c.local_hour.slice(0, 10)}|${c.offer_id}|${c.publisher_id}|${c.ip}`));
  expect(accepted.reduce((n, c) => n + c.is_unique, 0)).toBe(keys.size);
});

it('a status change moves the conversion in and out of the rollups, by exact amounts', async () => {
  const publisher = await f.userId('publisher@acme.test');
  const offer = await f.addOffer({ payout: 1999, revenue: 2999 });
  f.tracking.now = () => new Date('2026-06-15T12:00:00Z');
  const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
  const id = (await f.postback({ click_id: clickId, status: 'pending' })).json().payload.conversion_id;
  f.tracking.now = now;
  const owner = await f.token('owner@acme.test');
  const day = async () => {
    const [row] = await dayStats(f.db, { offerId: offer });
    return { conversions: row?.conversions, payout: row?.payout, revenue: row?.revenue };
  };
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
