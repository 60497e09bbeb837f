import { resetCutbackCount, withholdsNth } from '../src/conversions/cutback';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';
import { dayStats } from './day-stats';

let f: TrackingFixture;
let publisher: number;
let owner: string;
let pub: string;
let seeded: { status: 'active' | 'inactive'; cutback_percent: number; auto_approve: number };
beforeAll(async () => {
  f = await trackingFixture();
  publisher = await f.userId('publisher@acme.test');
  owner = await f.token('owner@acme.test');
  pub = await f.token('publisher@acme.test');
  seeded = await f.db
    .selectFrom('users')
    .select(['status', 'cutback_percent', 'auto_approve'])
    .where('id', '=', publisher)
    .executeTakeFirstOrThrow();
});
afterAll(() => f.close());
// Tests change the publisher's cutback, auto-approve and status (an inactive one can neither click nor sign in):
// each starts from him as seeded, with no cutback count running and a catalogue read afresh.
beforeEach(async () => {
  await f.db.updateTable('users').set(seeded).where('id', '=', publisher).execute();
  await resetCutbackCount(f.db, f.acme.id, publisher);
  f.app.ctx.nodes.catalogueChanged();
});

const put = (url: string, payload: object) =>
  f.app.inject({ method: 'PUT', url, headers: { host: ACME, authorization: owner }, payload });

async function convert(offer: number, times: number) {
  for (let i = 0; i < times; i++) {
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    expect((await f.postback({ click_id: clickId })).statusCode).toBe(200);
  }
}

describe('cutback', () => {
  it('withholds exactly p of every 100, spread evenly', () => {
    const count = (p: number, n: number) => Array.from({ length: n }, (_, i) => withholdsNth(i + 1, p)).filter(Boolean);
    expect(count(25, 100)).toHaveLength(25);
    expect(Array.from({ length: 8 }, (_, i) => withholdsNth(i + 1, 25))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(count(0, 50)).toHaveLength(0);
    expect(count(100, 7)).toHaveLength(7);
    expect(count(33, 300)).toHaveLength(99);
  });

  it('25% withholds 1 in 4 conversions; the publisher’s dashboard, report and conversions exclude them', async () => {
    const offer = await f.addOffer({ payout: 1000, revenue: 1500 });
    const set = await put(`/api/publisher/update/cutback/${publisher}`, { cutback_percent: 25 });
    expect(set.json().payload).toMatchObject({ cutback_percent: 25 });
    await convert(offer, 8);
    const rows = await f.db
      .selectFrom('conversions')
      .select('withheld')
      .where('offer_id', '=', offer)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => Number(r.withheld))).toEqual([0, 0, 0, 1, 0, 0, 0, 1]);

    const report = (token: string) =>
      f.get(`/api/statistics/report?preset=today&group=offer&offer_id=${offer}`, token).then((r) => r.json().payload);
    expect((await report(pub)).totals).toMatchObject({ clicks: 8, conversions: 6, payout: 6000 });
    expect((await report(owner)).totals).toMatchObject({ clicks: 8, conversions: 8, payout: 8000, revenue: 12000 });

    const byCountry = await f
      .get(`/api/statistics/report?preset=today&group=country&offer_id=${offer}`, pub)
      .then((r) => r.json().payload);
    expect(byCountry.totals).toMatchObject({ conversions: 6, payout: 6000 });

    const list = (token: string) =>
      f.get(`/api/statistics/conversions?offer_id=${offer}&limit=50`, token).then((r) => r.json().payload);
    expect((await list(pub)).total).toBe(6);
    const ownerRows = (await list(owner)).rows as { withheld?: boolean }[];
    expect(ownerRows).toHaveLength(8);
    expect(ownerRows.filter((c) => c.withheld)).toHaveLength(2);
    expect((await list(pub)).rows.some((c: object) => 'withheld' in c)).toBe(false);
    const csv = await f.get(`/api/statistics/conversions.csv?offer_id=${offer}`, pub);
    expect(csv.body.trim().split('\n')).toHaveLength(1 + 6);

    const dashboard = (await f.get('/api/statistics/dashboard', pub)).json().payload;
    const top = dashboard.top_offers.find((o: { offer_id: number }) => o.offer_id === offer);
    expect(top).toMatchObject({ conversions: 6, payout: 6000 });

    await put(`/api/publisher/update/cutback/${publisher}`, { cutback_percent: 0 });
    await convert(offer, 2);
    expect((await report(pub)).totals).toMatchObject({ conversions: 8, payout: 8000 });
  });

  it('a withheld conversion rejected by the owner leaves the publisher’s figures unchanged', async () => {
    const offer = await f.addOffer({ payout: 500, revenue: 700 });
    await put(`/api/publisher/update/cutback/${publisher}`, { cutback_percent: 100 });
    await convert(offer, 1);
    await put(`/api/publisher/update/cutback/${publisher}`, { cutback_percent: 0 });
    const conversion = await f.db
      .selectFrom('conversions')
      .select('id')
      .where('offer_id', '=', offer)
      .executeTakeFirstOrThrow();
    const rejected = await f.app.inject({
      method: 'POST',
      url: `/api/statistics/conversions/${conversion.id}/status`,
      headers: { host: ACME, authorization: owner },
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    const figures = (await dayStats(f.db, { offerId: offer })).map(
      ({ conversions, payout, withheld_conversions, withheld_payout }) => ({
        conversions,
        payout,
        withheld_conversions,
        withheld_payout,
      }),
    );
    expect(figures).toEqual([{ conversions: 0, payout: 0, withheld_conversions: 0, withheld_payout: 0 }]);
  });
});

describe('auto-approve', () => {
  it('allows his requests on approval offers at once, pending ones included when switched on', async () => {
    const pending = await f.addOffer({ visibility: 'approval' });
    const later = await f.addOffer({ visibility: 'approval' });
    const ask = (offer: number) =>
      f.app.inject({
        method: 'POST',
        url: `/api/offers/${offer}/access`,
        headers: { host: ACME, authorization: pub },
        payload: {},
      });
    expect((await ask(pending)).json().payload).toEqual({ access: 'requested' });
    const on = await put(`/api/update/publisher/auto/approve/${publisher}`, { auto_approve: true });
    expect(on.json().payload).toMatchObject({ auto_approve: true });
    const access = await f.db
      .selectFrom('offer_access')
      .select('status')
      .where('offer_id', '=', pending)
      .executeTakeFirstOrThrow();
    expect(access.status).toBe('allowed');
    expect((await ask(later)).json().payload).toEqual({ access: 'allowed' });
    expect((await f.click({ offer_id: later, aff_id: publisher })).statusCode).toBe(302);
    const bad = await put(`/api/update/publisher/auto/approve/${publisher}`, { auto_approve: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/auto_approve/);
  });

  it('an inactive publisher’s clicks are refused', async () => {
    const offer = await f.addOffer();
    await f.app.inject({
      method: 'POST',
      url: `/api/publisher/list/${publisher}`,
      headers: { host: ACME, authorization: owner },
      payload: { status: 'inactive' },
    });
    const response = await f.click({ offer_id: offer, aff_id: publisher });
    expect(response.statusCode).not.toBe(302);
  });
});
