import type { NetworkSettingsView, Report } from '@affnet/contracts';
import { now } from '../src/shared/clock';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { dayStats } from './day-stats';
import { body } from './helpers';

jest.setTimeout(60_000);

let f: TrackingFixture;
let owner: string;
beforeAll(async () => {
  f = await trackingFixture({ DEMO_CLICKS: '2000' });
  owner = await f.token('owner@acme.test');
});
afterAll(() => f.close());
afterEach(() => {
  f.tracking.now = now;
});

const saveZone = (zone: string, token = owner) =>
  f.app.inject({
    method: 'POST',
    url: '/api/network/setting/save/timezone',
    headers: { host: ACME, authorization: token },
    payload: { current_timezone: zone, log_status: `Zone ${zone}` },
  });

async function report(query: string): Promise<Report> {
  const response = await f.get(`/api/statistics/report?${query}`, owner);
  expect(response.statusCode).toBe(200);
  return body<Report>(response).payload as Report;
}

/** What a change of zone must leave alone: the raw rows, their unique flags and the quarter-hour rollups. */
async function stored(networkId: number) {
  const db = f.db;
  const [clicks, conversions, quarters, uniques] = await Promise.all([
    db.selectFrom('clicks').selectAll().where('network_id', '=', networkId).orderBy('click_id').execute(),
    db.selectFrom('conversions').selectAll().where('network_id', '=', networkId).orderBy('id').execute(),
    db
      .selectFrom('quarter_stats')
      .selectAll()
      .where('network_id', '=', networkId)
      .orderBy('utc_minute')
      .orderBy('offer_id')
      .orderBy('publisher_id')
      .execute(),
    db
      .selectFrom('click_uniques')
      .selectAll()
      .where('network_id', '=', networkId)
      .orderBy('day')
      .orderBy('offer_id')
      .orderBy('publisher_id')
      .orderBy('ip')
      .execute(),
  ]);
  return { clicks, conversions, quarters, uniques };
}

const figures = ({ keys: _keys, ...rest }: Report['rows'][number]) => rest;

describe('POST /api/network/setting/save/timezone', () => {
  it('moves the report’s days and hours to the new zone (half-hour zone included) without rewriting a row', async () => {
    const last90 = 'preset=custom&from=2025-12-12&to=2026-03-11';
    const before = await stored(f.acme.id);
    const globexBefore = await stored(f.globex.id);
    const byDay = await report(`${last90}&group=day`);
    const byHour = await report('preset=this_month&group=hour');
    expect(before.clicks.length).toBeGreaterThan(1000);

    const response = await saveZone('Asia/Kolkata');
    expect(response.statusCode).toBe(200);
    expect(body<NetworkSettingsView>(response).payload?.current_timezone).toBe('Asia/Kolkata');
    expect(await stored(f.acme.id)).toEqual(before);
    const inKolkata = await report(`${last90}&group=day`);
    expect(inKolkata.time_zone).toBe('Asia/Kolkata');
    expect(inKolkata.totals).toEqual(byDay.totals);
    expect(inKolkata.rows.map(figures)).not.toEqual(byDay.rows.map(figures));
    // Each Kolkata day holds what that day's UTC quarter hours hold.
    const expected = new Map<string, number>();
    for (const row of await dayStats(f.db, { networkId: f.acme.id }))
      expected.set(row.day, (expected.get(row.day) ?? 0) + row.clicks);
    const inRange = [...expected].filter(([day]) => day >= '2025-12-12' && day <= '2026-03-11');
    expect(inKolkata.rows.map((r) => [r.keys[0], r.clicks])).toEqual(inRange);
    expect((await report('preset=this_month&group=hour')).rows.map((r) => r.keys[0])).not.toEqual(
      byHour.rows.map((r) => r.keys[0]),
    );

    expect((await saveZone('America/New_York')).statusCode).toBe(200);
    expect(await report(`${last90}&group=day`)).toEqual(byDay);
    expect(await report('preset=this_month&group=hour')).toEqual(byHour);
    expect(await stored(f.acme.id)).toEqual(before);
    expect(await stored(f.globex.id)).toEqual(globexBefore);
  });

  it('counts a click at 23:30 UTC on its UTC day, and on the next day once the zone is Asia/Tokyo', async () => {
    const offer = await f.addOffer({ name: 'Late night' });
    const publisher = await f.userId('publisher@acme.test');
    expect((await saveZone('UTC')).statusCode).toBe(200);
    f.tracking.now = () => new Date('2026-03-09T23:30:00.000Z');
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    expect((await f.postback({ click_id: clickId })).statusCode).toBe(200);
    f.tracking.now = now;
    await f.flush();
    const rowsOf = () => f.db.selectFrom('clicks').selectAll().where('offer_id', '=', offer).execute();
    const clicks = await rowsOf();
    const days = `preset=custom&from=2026-03-09&to=2026-03-10&offer_id=${offer}`;

    const inUtc = await report(`${days}&group=day`);
    expect(inUtc.rows.map((r) => [r.keys[0], r.clicks, r.conversions])).toEqual([['2026-03-09', 1, 1]]);
    // A report by hour lists the quiet hours too (issue 28): the hour of the click is the one with clicks.
    const busyHours = async () =>
      (await report(`${days}&group=hour`)).rows.filter((r) => r.clicks > 0).map((r) => r.keys[0]);
    expect(await busyHours()).toEqual(['2026-03-09 23:00']);

    expect((await saveZone('Asia/Tokyo')).statusCode).toBe(200);
    const inTokyo = await report(`${days}&group=day`);
    expect(inTokyo.time_zone).toBe('Asia/Tokyo');
    expect(inTokyo.rows.map((r) => [r.keys[0], r.clicks, r.conversions])).toEqual([['2026-03-10', 1, 1]]);
    expect(await busyHours()).toEqual(['2026-03-10 08:00']);
    expect(await rowsOf()).toEqual(clicks);

    // Traffic after the change counts in the new zone's days: 2026-03-10T15:30Z is already 11 March in Tokyo.
    f.tracking.now = () => new Date('2026-03-10T15:30:00.000Z');
    await f.clickId({ offer_id: offer, aff_id: publisher });
    f.tracking.now = now;
    await f.flush();
    const later = await report(`preset=custom&from=2026-03-09&to=2026-03-11&offer_id=${offer}&group=day`);
    expect(later.rows.map((r) => [r.keys[0], r.clicks])).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 1],
    ]);
    expect((await saveZone('America/New_York')).statusCode).toBe(200);
  });

  it('caps an offer by the days of the new zone, before its days are built and after', async () => {
    const offer = await f.addOffer({ daily_cap: 2 });
    const publisher = await f.userId('publisher@acme.test');
    const convert = async (iso: string) => {
      f.tracking.now = () => new Date(iso);
      const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
      return (await f.postback({ click_id: clickId })).json().payload.status;
    };
    expect((await saveZone('UTC')).statusCode).toBe(200);
    expect(await convert('2026-03-09T20:00:00Z')).toBe('approved');
    expect(await convert('2026-03-09T23:30:00Z')).toBe('approved');
    // Straight in the database: no day of the new zone is built yet.
    await f.setTimeZone('acme', 'Asia/Tokyo');
    // 2026-03-10 in Tokyo began at 15:00Z on the 9th: it holds both.
    expect(await convert('2026-03-10T01:00:00Z')).toBe('rejected');
    f.tracking.now = now;
    await report('preset=custom&from=2026-03-09&to=2026-03-11&group=day');
    expect(await convert('2026-03-10T02:00:00Z')).toBe('rejected');
    expect(await convert('2026-03-10T16:00:00Z')).toBe('approved');
    expect((await saveZone('America/New_York')).statusCode).toBe(200);
  });

  it('builds the recent local days of the new zone after the answer, before any report asks for them', async () => {
    expect((await saveZone('Europe/Paris')).statusCode).toBe(200);
    await f.app.ctx.background.idle();
    const { stats_epoch } = await f.db
      .selectFrom('networks')
      .select('stats_epoch')
      .where('id', '=', f.acme.id)
      .executeTakeFirstOrThrow();
    const built = await f.db
      .selectFrom('local_stats_days')
      .select('day')
      .where('network_id', '=', f.acme.id)
      .where('epoch', '=', Number(stats_epoch))
      .execute();
    // Today and the 62 days before it: the dashboard's and the caps' days.
    expect(built).toHaveLength(63);
  });

  it('writes the audit entry and refuses unknown zones, publishers and bodies without the field', async () => {
    expect((await saveZone('America/New_York')).statusCode).toBe(200);
    const log = await f.db
      .selectFrom('audit_log')
      .selectAll()
      .where('network_id', '=', f.acme.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(log).toMatchObject({ action: 'setting.timezone', log_status: 'Zone America/New_York' });
    for (const zone of ['Mars/Olympus', 'EST5EDT ', '']) {
      const response = await saveZone(zone);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('current_timezone');
    }
    expect((await saveZone('Europe/Paris', await f.token('publisher@acme.test'))).statusCode).toBe(403);
    const missing = await f.app.inject({
      method: 'POST',
      url: '/api/network/setting/save/timezone',
      headers: { host: ACME, authorization: owner },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toContain('current_timezone');
  });

  it('leaves Globex in its own zone', async () => {
    expect((await saveZone('Europe/Paris')).statusCode).toBe(200);
    const zone = await f.db.selectFrom('networks').select('time_zone').where('id', '=', f.globex.id).executeTakeFirst();
    expect(zone?.time_zone).toBe('Asia/Kolkata');
    const globexOwner = await f.token('owner@globex.test', GLOBEX);
    const globex = await f.get('/api/statistics/report?preset=today&group=day', globexOwner, GLOBEX);
    expect(body<Report>(globex).payload?.time_zone).toBe('Asia/Kolkata');
    expect((await saveZone('America/New_York')).statusCode).toBe(200);
  });
});
