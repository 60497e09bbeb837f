import type { NetworkSettingsView } from '@affnet/contracts';
import { localHourOf } from '../src/shared/time-zones';
import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';

jest.setTimeout(60_000);

let t: TestApp;
let acmeOwner: string;
let acmePublisher: string;
let acmeId: number;
let globexId: number;
beforeAll(async () => {
  t = await buildTestApp();
  acmeOwner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  acmePublisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
  const ids = await t.app.ctx.db.selectFrom('networks').select(['id', 'network_id']).execute();
  acmeId = ids.find((n) => n.network_id === 'acme')?.id ?? 0;
  globexId = ids.find((n) => n.network_id === 'globex')?.id ?? 0;
});
afterAll(() => t.close());

const saveZone = (zone: string, token = acmeOwner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/network/setting/save/timezone',
    headers: { host: ACME, authorization: token },
    payload: { current_timezone: zone, log_status: `Zone ${zone}` },
  });

/** Everything the zone decides, for one network, in a stable order. */
async function snapshot(networkId: number) {
  const db = t.app.ctx.db;
  const [clicks, conversions, hourly, daily, uniques] = await Promise.all([
    db
      .selectFrom('clicks')
      .select(['click_id', 'created_at', 'local_hour', 'is_unique'])
      .where('network_id', '=', networkId)
      .orderBy('click_id')
      .execute(),
    db
      .selectFrom('conversions')
      .select(['id', 'created_at', 'local_hour'])
      .where('network_id', '=', networkId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('hourly_stats')
      .selectAll()
      .where('network_id', '=', networkId)
      .orderBy('hour')
      .orderBy('offer_id')
      .orderBy('publisher_id')
      .execute(),
    db
      .selectFrom('daily_stats')
      .selectAll()
      .where('network_id', '=', networkId)
      .orderBy('day')
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
  return { clicks, conversions, hourly, daily, uniques };
}

const total = (rows: { clicks: number; conversions: number; payout: number }[]) =>
  rows.reduce(
    (sum, r) => ({
      clicks: sum.clicks + Number(r.clicks),
      conversions: sum.conversions + Number(r.conversions),
      payout: sum.payout + Number(r.payout),
    }),
    { clicks: 0, conversions: 0, payout: 0 },
  );

describe('POST /api/network/setting/save/timezone', () => {
  it('re-dates the statistics in the new zone (half-hour zone included) and back again exactly', async () => {
    const before = await snapshot(acmeId);
    const globexBefore = await snapshot(globexId);
    expect(before.clicks.length).toBeGreaterThan(100);

    const response = await saveZone('Asia/Kolkata');
    expect(response.statusCode).toBe(200);
    expect(body<NetworkSettingsView>(response).payload?.current_timezone).toBe('Asia/Kolkata');
    const moved = await snapshot(acmeId);
    for (const c of moved.clicks) expect(c.local_hour).toBe(localHourOf(new Date(c.created_at), 'Asia/Kolkata'));
    for (const c of moved.conversions) expect(c.local_hour).toBe(localHourOf(new Date(c.created_at), 'Asia/Kolkata'));
    expect(total(moved.hourly)).toEqual(total(before.hourly));
    expect(total(moved.daily)).toEqual(total(before.daily));
    expect(moved.daily.map((d) => d.day)).not.toEqual(before.daily.map((d) => d.day));
    expect(await snapshot(globexId)).toEqual(globexBefore);

    expect((await saveZone('America/New_York')).statusCode).toBe(200);
    expect(await snapshot(acmeId)).toEqual(before);
  });

  it('moves the report’s days', async () => {
    const days = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/statistics/report?preset=this_month&group=hour',
        headers: { host: ACME, authorization: acmeOwner },
      });
      return (body<{ rows: { keys: string[] }[] }>(response).payload?.rows ?? []).map((r) => r.keys[0]);
    };
    const before = await days();
    await saveZone('UTC');
    expect(await days()).not.toEqual(before);
    await saveZone('America/New_York');
    expect(await days()).toEqual(before);
  });

  it('writes the audit entry and refuses unknown zones, publishers and bodies without the field', async () => {
    expect((await saveZone('America/New_York')).statusCode).toBe(200);
    const log = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('network_id', '=', acmeId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(log).toMatchObject({ action: 'setting.timezone', log_status: 'Zone America/New_York' });
    for (const zone of ['Mars/Olympus', 'EST5EDT ', '']) {
      const response = await saveZone(zone);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('current_timezone');
    }
    expect((await saveZone('Europe/Paris', acmePublisher)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/network/setting/save/timezone',
      headers: { host: ACME, authorization: acmeOwner },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toContain('current_timezone');
  });

  it('leaves Globex in its own zone', async () => {
    expect((await saveZone('America/New_York')).statusCode).toBe(200);
    const zone = await t.app.ctx.db
      .selectFrom('networks')
      .select('time_zone')
      .where('id', '=', globexId)
      .executeTakeFirst();
    expect(zone?.time_zone).toBe('Asia/Kolkata');
    void GLOBEX;
  });
});
