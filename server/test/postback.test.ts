import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { now } from '../src/shared/clock';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { dayStats } from './day-stats';
import { buildTestApp } from './helpers';

let f: TrackingFixture;
let publisher: number;
beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
});
afterAll(() => f.close());
afterEach(() => {
  f.tracking.now = now;
});

const stats = (offerId: number) => dayStats(f.db, { offerId });

describe('/postback', () => {
  it('records a conversion once: duplicates by click id, else by transaction id', async () => {
    const offer = await f.addOffer({ payout: 1234, revenue: 2001 });
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    const first = await f.postback({ click_id: clickId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      err: 0,
      msg: 'Conversion recorded',
      payload: { status: 'approved', duplicate: false },
    });
    const again = await f.postback({ click_id: clickId });
    expect(again.json()).toEqual({
      err: 0,
      msg: 'Duplicate conversion ignored',
      payload: { conversion_id: first.json().payload.conversion_id, status: 'approved', duplicate: true },
    });
    const t1 = await f.postback({ click_id: clickId, txn_id: 'T-1' });
    const t2 = await f.postback({ click_id: clickId, txn_id: 'T-2' });
    const t1again = await f.postback({ click_id: clickId, txn_id: 'T-1' });
    expect([t1, t2, t1again].map((r) => r.json().payload.duplicate)).toEqual([false, false, true]);
    expect(await stats(offer)).toMatchObject([{ clicks: 1, conversions: 3, payout: 3 * 1234, revenue: 3 * 2001 }]);
  });

  it('POST with a form or JSON body works too; a click still in the buffer is written first', async () => {
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    expect(f.tracking.writer.holds(clickId)).toBe(true);
    const form = await f.app.inject({
      method: 'POST',
      url: '/postback',
      headers: { host: ACME, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `click_id=${clickId}&status=pending`,
    });
    expect(form.json()).toMatchObject({ err: 0, payload: { status: 'pending', duplicate: false } });
    const clickId2 = await f.clickId({ offer_id: offer, aff_id: publisher });
    const json = await f.app.inject({
      method: 'POST',
      url: '/postback',
      headers: { host: ACME },
      payload: { click_id: clickId2 },
    });
    expect(json.json()).toMatchObject({ err: 0, payload: { status: 'approved' } });
  });

  it('answers 404 for an unknown click or another network’s click, 400 naming the field for bad input', async () => {
    expect((await f.postback({ click_id: 'f'.repeat(32) })).json()).toMatchObject({ err: 1, msg: 'Unknown click' });
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    const elsewhere = await f.postback({ click_id: clickId }, GLOBEX);
    expect(elsewhere.statusCode).toBe(404);
    const cases: [Record<string, string>, string][] = [
      [{}, 'click_id'],
      [{ click_id: 'x'.repeat(40) }, 'click_id'],
      [{ click_id: clickId, status: 'paid' }, 'status'],
      [{ click_id: clickId, payout: '12.505' }, 'payout'],
      [{ click_id: clickId, sale_amount: '-5' }, 'sale_amount'],
      [{ click_id: clickId, amount: '1e3' }, 'amount'],
    ];
    for (const [query, field] of cases) {
      const response = await f.postback(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(new RegExp(`^${field}:`));
    }
    const rejectedClick = await f.addOffer({ countries: '["ZZ"]' });
    await f.click({ offer_id: rejectedClick, aff_id: publisher });
    await f.flush();
    const stored = await f.db
      .selectFrom('clicks')
      .select('click_id')
      .where('offer_id', '=', rejectedClick)
      .executeTakeFirstOrThrow();
    expect((await f.postback({ click_id: stored.click_id })).statusCode).toBe(404);
  });

  it('refuses an object, a list of objects or true as a JSON field, naming it: it is never stored as text', async () => {
    const offer = await f.addOffer();
    const post = (payload: Record<string, unknown>) =>
      f.app.inject({ method: 'POST', url: '/postback', headers: { host: ACME }, payload });
    for (const [field, bad] of [
      ['txn_id', { a: 1 }],
      ['txn_id', [{ a: 1 }]],
      ['click_id', { $ne: '' }],
      ['status', true],
      ['payout', { value: 5 }],
    ] as const) {
      const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
      const response = await post({ click_id: clickId, [field]: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, code: 'WRONG_TYPE', field });
    }
    // Two postbacks whose transaction ids were objects used to be one "[object Object]": the second was lost.
    const first = await f.clickId({ offer_id: offer, aff_id: publisher });
    const second = await f.clickId({ offer_id: offer, aff_id: publisher });
    expect((await post({ click_id: first, txn_id: 17 })).json()).toMatchObject({
      err: 0,
      payload: { duplicate: false },
    });
    expect((await post({ click_id: second, txn_id: 'T-17' })).json()).toMatchObject({
      err: 0,
      payload: { duplicate: false },
    });
    const stored = await f.db.selectFrom('conversions').select('txn_id').where('offer_id', '=', offer).execute();
    expect(stored.map((row) => row.txn_id).sort()).toEqual(['17', 'T-17']);
  });

  it('takes a template as advertisers send it: empty parameters are not sent, a repeated one is its first', async () => {
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    const sent = await f.app.inject({
      url: `/postback?click_id=${clickId}&payout=&status=&amount=&goal=&txn_id=T-1&txn_id=T-2&their_own=x`,
      headers: { host: ACME },
    });
    expect(sent.json()).toMatchObject({ err: 0, payload: { status: 'approved', duplicate: false } });
    const stored = await f.db
      .selectFrom('conversions')
      .select(['txn_id', 'status'])
      .where('offer_id', '=', offer)
      .execute();
    expect(stored).toEqual([{ txn_id: 'T-1', status: 'approved' }]);
  });

  it("keeps the query string's status when a body leaves it out", async () => {
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    const sent = await f.app.inject({
      method: 'POST',
      url: '/postback?status=pending',
      headers: { host: ACME },
      payload: { click_id: clickId },
    });
    expect(sent.json()).toMatchObject({ err: 0, payload: { status: 'pending' } });
  });

  it('pays CPS offers basis points of the sale, exactly; `payout` overrides the revenue', async () => {
    const offer = await f.addOffer({ payout_type: 'CPS', payout: 1500, revenue: 2250 });
    const a = await f.clickId({ offer_id: offer, aff_id: publisher });
    const b = await f.clickId({ offer_id: offer, aff_id: publisher });
    const c = await f.clickId({ offer_id: offer, aff_id: publisher });
    await f.postback({ click_id: a, amount: '99.99' }); // 15 % = 1499.85 → 1500; 22.5 % = 2249.775 → 2250
    await f.postback({ click_id: b, amount: '1234567890.12' }); // large sale stays exact
    await f.postback({ click_id: c, amount: '10.00', payout: '7.77' });
    const rows = await f.db
      .selectFrom('conversions')
      .select(['payout', 'revenue', 'sale_amount'])
      .where('offer_id', '=', offer)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.payout), Number(r.revenue)])).toEqual([
      [1500, 2250],
      [18518518352, 27777777528],
      [150, 777],
    ]);
    const [day] = await stats(offer);
    expect(Number(day?.payout)).toBe(1500 + 18518518352 + 150);
    expect(Number(day?.revenue)).toBe(2250 + 27777777528 + 777);
  });

  it('CPC offers pay per click; their conversions carry no payout', async () => {
    const offer = await f.addOffer({ payout_type: 'CPC', payout: 7, revenue: 11 });
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    await f.clickId({ offer_id: offer, aff_id: publisher });
    await f.postback({ click_id: clickId });
    const [day] = await stats(offer);
    expect(day).toMatchObject({ clicks: 2, conversions: 1, payout: 14, revenue: 22 });
  });

  it('applies the daily cap in the network’s local day (Asia/Kolkata) and the monthly cap', async () => {
    await f.setTimeZone('acme', 'Asia/Kolkata');
    try {
      const offer = await f.addOffer({ daily_cap: 2, monthly_cap: 3 });
      const convert = async (iso: string) => {
        f.tracking.now = () => new Date(iso);
        const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
        return (await f.postback({ click_id: clickId })).json().payload;
      };
      // 2026-03-09 local: 18:00Z is 23:30 IST.
      expect(await convert('2026-03-09T10:00:00Z')).toMatchObject({ status: 'approved' });
      expect(await convert('2026-03-09T18:00:00Z')).toMatchObject({ status: 'approved' });
      expect(await convert('2026-03-09T18:20:00Z')).toMatchObject({ status: 'rejected' });
      // 18:30Z is already 2026-03-10 in Kolkata: a new day, but the month holds 3 at most.
      expect(await convert('2026-03-09T18:31:00Z')).toMatchObject({ status: 'approved' });
      expect(await convert('2026-03-10T09:00:00Z')).toMatchObject({ status: 'rejected' });
      // April (local) starts at 2026-03-31T18:30Z.
      expect(await convert('2026-03-31T18:45:00Z')).toMatchObject({ status: 'approved' });
      const rejected = await f.db
        .selectFrom('conversions')
        .select(['reason', 'local_hour'])
        .where('offer_id', '=', offer)
        .where('status', '=', 'rejected')
        .execute();
      expect(rejected).toEqual([
        { reason: 'cap', local_hour: '2026-03-09T23' },
        { reason: 'cap', local_hour: '2026-03-10T14' },
      ]);
      expect((await stats(offer)).map((s) => [s.day, s.conversions])).toEqual([
        ['2026-03-09', 2],
        ['2026-03-10', 1],
        ['2026-04-01', 1],
      ]);
    } finally {
      await f.setTimeZone('acme', 'America/New_York');
    }
  });

  it('a postback saying rejected is stored but not counted', async () => {
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    expect((await f.postback({ click_id: clickId, status: 'rejected' })).json()).toMatchObject({
      msg: 'Conversion recorded as rejected',
      payload: { status: 'rejected' },
    });
    expect(await stats(offer)).toMatchObject([{ conversions: 0, payout: 0 }]);
  });
});

describe('the /postback page of the dashboard', () => {
  it('a browser asking for HTML without a click id gets the web app; S2S calls get the envelope', async () => {
    const web = mkdtempSync(path.join(os.tmpdir(), 'affnet-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>affnet app</title>');
    const t = await buildTestApp({ DEMO_CLICKS: '0', WEB_DIST: web });
    try {
      const page = await t.app.inject({ url: '/postback', headers: { host: ACME, accept: 'text/html,*/*' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('affnet app');
      const s2s = await t.app.inject({ url: '/postback', headers: { host: ACME } });
      expect(s2s.statusCode).toBe(400);
      expect(s2s.json()).toMatchObject({ err: 1, msg: 'click_id: required' });
    } finally {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
