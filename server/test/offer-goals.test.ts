import type { OfferGoal } from '@affnet/contracts';
import { now } from '../src/shared/clock';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';

// Issue 27: an offer pays per goal (install, purchase…), each with its own payout, revenue, caps and postback value.
let f: TrackingFixture;
let owner: string;
let publisher: number;
let publisherToken: string;
let advertiserToken: string;

beforeAll(async () => {
  f = await trackingFixture();
  owner = await f.token('owner@acme.test');
  publisher = await f.userId('publisher@acme.test');
  publisherToken = await f.token('publisher@acme.test');
  advertiserToken = await f.token('advertiser@acme.test');
});
afterAll(() => f.close());
// Clicks, conversions, caps and reports at one instant: noon in New York (Acme's zone), never the wall clock.
const DAY = '2026-03-09';
beforeEach(() => {
  f.tracking.now = () => new Date(`${DAY}T17:00:00Z`);
});
afterEach(() => {
  f.tracking.now = now;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, host = ACME) =>
  f.app.inject({ method, url, headers: { host, authorization: token }, ...(payload ? { payload } : {}) });

const goal = (slug: string, fields: object = {}) => ({
  name: slug[0]?.toUpperCase() + slug.slice(1),
  slug,
  payout: 200,
  revenue: 300,
  daily_cap: null,
  monthly_cap: null,
  ...fields,
});

const addGoal = async (offer: number, body: object) => {
  const response = await call('POST', `/api/offers/${offer}/goals`, owner, body);
  if (response.statusCode !== 200) throw new Error(`goal not added: ${response.body}`);
  return response.json().payload as OfferGoal[];
};

const conversionsOf = (offer: number) =>
  f.db
    .selectFrom('conversions')
    .select(['goal', 'payout', 'revenue', 'currency', 'status', 'reason'])
    .where('offer_id', '=', offer)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, payout: Number(row.payout), revenue: Number(row.revenue) })));

describe('goals', () => {
  it('an install and a purchase on one click record two conversions with their own payouts', async () => {
    const offer = await f.addOffer({ payout: 150, revenue: 250, currency: 'EUR' });
    await addGoal(offer, goal('purchase', { payout: 1200, revenue: 2000 }));
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    const install = await f.postback({ click_id: clickId });
    const purchase = await f.postback({ click_id: clickId, goal: 'purchase' });
    expect(install.json().payload).toMatchObject({ status: 'approved', duplicate: false });
    expect(purchase.json().payload).toMatchObject({ status: 'approved', duplicate: false });
    // The same goal again on the click is today's duplicate; `default` names the offer's own goal.
    expect((await f.postback({ click_id: clickId, goal: 'purchase' })).json().payload.duplicate).toBe(true);
    expect((await f.postback({ click_id: clickId, goal: 'default' })).json().payload.duplicate).toBe(true);
    // With transaction ids, a second purchase of the click is a conversion of its own.
    const second = await f.postback({ click_id: clickId, goal: 'purchase', txn_id: 'order-2' });
    expect(second.json().payload.duplicate).toBe(false);
    expect(await conversionsOf(offer)).toEqual([
      { goal: null, payout: 150, revenue: 250, currency: 'EUR', status: 'approved', reason: null },
      { goal: 'purchase', payout: 1200, revenue: 2000, currency: 'EUR', status: 'approved', reason: null },
      { goal: 'purchase', payout: 1200, revenue: 2000, currency: 'EUR', status: 'approved', reason: null },
    ]);
  });

  it('the conversions list shows each conversion’s goal and filters by it, for every role', async () => {
    const advertiser = await f.userId('advertiser@acme.test');
    const offer = await f.addOffer({ advertiser_id: advertiser });
    await addGoal(offer, goal('signup', { payout: 300, revenue: 400 }));
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    await f.postback({ click_id: clickId });
    await f.postback({ click_id: clickId, goal: 'signup' });
    const list = async (token: string, filter: string) => {
      const response = await call('GET', `/api/statistics/conversions?offer_id=${offer}${filter}`, token);
      expect(response.statusCode).toBe(200);
      return (response.json().payload.rows as { goal: string | null; payout?: number }[]).map((row) => row.goal);
    };
    for (const token of [owner, publisherToken, advertiserToken]) {
      expect((await list(token, '')).sort()).toEqual([null, 'signup'].sort());
      expect(await list(token, '&goal=signup')).toEqual(['signup']);
      expect(await list(token, '&goal=default')).toEqual([null]);
    }
    const bad = await call('GET', '/api/statistics/conversions?goal=Sign%20up', owner);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, expect.stringContaining('goal')]);
  });

  it('reports group and filter by goal from the raw conversions; clicks count under the default goal', async () => {
    const offer = await f.addOffer({ payout: 100, revenue: 150 });
    await addGoal(offer, goal('deposit', { payout: 900, revenue: 1000 }));
    for (let i = 0; i < 2; i++) {
      const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
      await f.postback({ click_id: clickId });
      if (i === 0) await f.postback({ click_id: clickId, goal: 'deposit' });
    }
    const report = async (query: string) => {
      const response = await call(
        'GET',
        `/api/statistics/report?preset=custom&from=${DAY}&to=${DAY}&offer_id=${offer}${query}`,
        owner,
      );
      expect(response.statusCode).toBe(200);
      return response.json().payload as {
        rows: { keys: string[]; clicks: number; conversions: number; payout: number }[];
      };
    };
    const byGoal = await report('&group=goal');
    expect(byGoal.rows.map((row) => [row.keys[0], row.clicks, row.conversions, row.payout])).toEqual([
      ['default', 2, 2, 200],
      ['deposit', 0, 1, 900],
    ]);
    const deposits = await report('&group=offer&goal=deposit');
    expect(deposits.rows.map((row) => [row.clicks, row.conversions, row.payout])).toEqual([[2, 1, 900]]);
    const bad = await call('GET', '/api/statistics/report?group=goal&goal=Deposit!', owner);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, expect.stringContaining('goal')]);
  });

  it('an unknown goal is a 400 naming goal, and nothing is recorded', async () => {
    const offer = await f.addOffer();
    const clickId = await f.clickId({ offer_id: offer, aff_id: publisher });
    for (const value of ['purchase', 'Purchase!', 'x'.repeat(51)]) {
      const response = await f.postback({ click_id: clickId, goal: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, msg: expect.stringContaining('goal') });
    }
    expect(await conversionsOf(offer)).toEqual([]);
  });

  it("a goal's daily cap holds under 200 concurrent postbacks, apart from the offer's default goal", async () => {
    const offer = await f.addOffer();
    await addGoal(offer, goal('install', { daily_cap: 7 }));
    const clicks: string[] = [];
    for (let i = 0; i < 200; i++) clicks.push(await f.clickId({ offer_id: offer, aff_id: publisher }));
    await f.flush();
    const answers = await Promise.all(clicks.map((clickId) => f.postback({ click_id: clickId, goal: 'install' })));
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200)).toEqual([]);
    const statuses = answers.map((answer) => answer.json().payload.status as string);
    expect(statuses.filter((status) => status === 'approved')).toHaveLength(7);
    const rejected = (await conversionsOf(offer)).filter((row) => row.status === 'rejected');
    expect(rejected).toHaveLength(193);
    expect(new Set(rejected.map((row) => row.reason))).toEqual(new Set(['cap']));
    // The default goal has no cap of its own: its conversion on a capped-out click is approved.
    expect((await f.postback({ click_id: clicks[0] as string })).json().payload.status).toBe('approved');
  });

  it('the owner manages goals; each role sees them with his money; other roles and networks may not change them', async () => {
    const advertiser = await f.userId('advertiser@acme.test');
    const offer = await f.addOffer({ payout: 1000, revenue: 1500, advertiser_id: advertiser });
    const added = await addGoal(offer, goal('purchase', { payout: 500, revenue: 900, monthly_cap: 100 }));
    expect(added).toEqual([
      expect.objectContaining({ id: null, slug: null, payout: 1000, revenue: 1500, profit: 500 }),
      expect.objectContaining({ slug: 'purchase', name: 'Purchase', payout: 500, revenue: 900, monthly_cap: 100 }),
    ]);
    const id = added[1]?.id as number;
    // The integration kit's postback and pixel name the goal once the offer has more than its default one.
    const kit = (await call('GET', `/api/offers/${offer}/integration-kit`, owner)).json().payload;
    expect([kit.postback_url, kit.pixel_url]).toEqual([
      expect.stringMatching(/&goal=\{goal\}$/),
      expect.stringMatching(/&goal=\{goal\}$/),
    ]);
    const taken = await call('POST', `/api/offers/${offer}/goals`, owner, goal('purchase'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toMatch(/^slug/);
    const reserved = await call('POST', `/api/offers/${offer}/goals`, owner, goal('default'));
    expect(reserved.json().msg).toMatch(/^slug/);
    const badPayout = await call('POST', `/api/offers/${offer}/goals`, owner, goal('sale', { payout: -1 }));
    expect([badPayout.statusCode, badPayout.json().msg]).toEqual([400, expect.stringContaining('payout')]);

    const seen = (await call('GET', `/api/offers/${offer}/goals`, publisherToken)).json().payload as OfferGoal[];
    expect(seen.map((g) => [g.slug, g.payout, g.revenue])).toEqual([
      [null, 1000, undefined],
      ['purchase', 500, undefined],
    ]);
    const paid = (await call('GET', `/api/offers/${offer}/goals`, advertiserToken)).json().payload as OfferGoal[];
    expect(paid.map((g) => [g.payout, g.revenue])).toEqual([
      [undefined, 1500],
      [undefined, 900],
    ]);
    for (const token of [publisherToken, advertiserToken]) {
      expect((await call('PUT', `/api/offers/${offer}/goals/${id}`, token, goal('buy'))).statusCode).toBe(403);
      expect((await call('DELETE', `/api/offers/${offer}/goals/${id}`, token)).statusCode).toBe(403);
    }
    const globex = await f.token('owner@globex.test', GLOBEX);
    expect((await call('GET', `/api/offers/${offer}/goals`, globex, undefined, GLOBEX)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/offers/${offer}/goals/${id}`, globex, undefined, GLOBEX)).statusCode).toBe(404);

    const changed = await call('PUT', `/api/offers/${offer}/goals/${id}`, owner, goal('sale', { payout: 700 }));
    expect(changed.json().payload[1]).toMatchObject({ slug: 'sale', payout: 700 });
    const removed = await call('DELETE', `/api/offers/${offer}/goals/${id}`, owner);
    expect((removed.json().payload as OfferGoal[]).map((g) => g.slug)).toEqual([null]);
    expect((await call('DELETE', `/api/offers/${offer}/goals/${id}`, owner)).statusCode).toBe(404);
  });
});
