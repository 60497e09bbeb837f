import type { AuditLogEntry, Offer, OfferGoal, Page, PublisherPayout } from '@affnet/contracts';
import { ACME, GLOBEX, type TrackingFixture, trackingFixture } from './click-fixtures';
import { eventually, receiver } from './postbacks-helpers';

// Issue 27: the owner sets a publisher's own payout on an offer; it replaces the offer's for him alone.
let f: TrackingFixture;
let owner: string;
let paul: number;
let paulToken: string;
let other: number;
let otherToken: string;

beforeAll(async () => {
  f = await trackingFixture({ POSTBACK_POLL_MS: '20', POSTBACK_PRIVATE_TARGETS: '127.0.0.1' });
  owner = await f.token('owner@acme.test');
  paul = await f.userId('publisher@acme.test');
  paulToken = await f.token('publisher@acme.test');
  other = await f.userId('publisher2@acme.test');
  otherToken = await f.token('publisher2@acme.test');
});
afterAll(() => f.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, host = ACME) =>
  f.app.inject({ method, url, headers: { host, authorization: token }, ...(payload ? { payload } : {}) });

const setPayout = (offer: number, publisher: number, payout: unknown, token = owner) =>
  call('PUT', `/api/offers/${offer}/publisher-payouts/${publisher}`, token, { payout });

const payoutSeenBy = async (token: string, offer: number) => {
  const detail = (await f.get(`/api/offers/${offer}`, token)).json().payload as Offer;
  const list = (await f.get('/api/offers?limit=100', token)).json().payload as Page<Offer>;
  return { detail: detail.payout, list: list.rows.find((row) => row.id === offer)?.payout };
};

const conversionOf = async (clickId: string) => {
  const row = await f.db
    .selectFrom('conversions')
    .select(['payout', 'revenue'])
    .where('click_id', '=', clickId)
    .executeTakeFirstOrThrow();
  return { payout: Number(row.payout), revenue: Number(row.revenue) };
};

describe("a publisher's own payout", () => {
  it('shows in his offer list and offer page only, and the owner lists it', async () => {
    const offer = await f.addOffer({ name: 'Own price', payout: 1000, revenue: 1500 });
    const saved = await setPayout(offer, paul, 1250);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toMatchObject({ offer_id: offer, publisher_id: paul, payout: 1250, currency: 'USD' });
    expect(await payoutSeenBy(paulToken, offer)).toEqual({ detail: 1250, list: 1250 });
    expect(await payoutSeenBy(otherToken, offer)).toEqual({ detail: 1000, list: 1000 });
    const ownerView = (await f.get(`/api/offers/${offer}`, owner)).json().payload as Offer;
    expect(ownerView).toMatchObject({ payout: 1000, revenue: 1500 });
    const listed = (await call('GET', `/api/offers/${offer}/publisher-payouts`, owner)).json()
      .payload as PublisherPayout[];
    expect(listed).toEqual([
      {
        offer_id: offer,
        publisher_id: paul,
        publisher_name: 'Paul Publisher',
        goal: null,
        goal_name: null,
        payout: 1250,
        currency: 'USD',
        payout_type: 'CPA',
      },
    ]);
  });

  it("his conversions record his payout, the advertiser's revenue unchanged; his postback sends his price", async () => {
    const offer = await f.addOffer({ name: 'Own price postback', payout: 1000, revenue: 1500 });
    expect((await setPayout(offer, paul, 1234)).statusCode).toBe(200);
    const local = await receiver([200]);
    try {
      const created = await f.app.inject({
        method: 'POST',
        url: '/api/postbacks',
        headers: { host: ACME, authorization: paulToken },
        payload: { url: local.url('/pb?p={payout}'), offer_id: offer },
      });
      expect(created.statusCode).toBe(200);
      const his = await f.clickId({ offer_id: offer, aff_id: paul });
      expect((await f.postback({ click_id: his })).statusCode).toBe(200);
      expect(await conversionOf(his)).toEqual({ payout: 1234, revenue: 1500 });
      await eventually(() => local.hits.length === 1);
      expect(local.hits[0]?.url).toBe('/pb?p=12.34');
      const others = await f.clickId({ offer_id: offer, aff_id: other });
      expect((await f.postback({ click_id: others })).statusCode).toBe(200);
      expect(await conversionOf(others)).toEqual({ payout: 1000, revenue: 1500 });
    } finally {
      await f.db.deleteFrom('postbacks').execute();
      await local.close();
    }
  });

  it('a CPS offer takes his own share of the sale', async () => {
    const offer = await f.addOffer({ payout_type: 'CPS', payout: 1000, revenue: 2000 });
    expect((await setPayout(offer, paul, 1500)).statusCode).toBe(200);
    const click = await f.clickId({ offer_id: offer, aff_id: paul });
    expect((await f.postback({ click_id: click, amount: '100.00' })).statusCode).toBe(200);
    expect(await conversionOf(click)).toEqual({ payout: 1500, revenue: 2000 });
  });

  it('is audited when set, changed and removed; once removed the offer’s payout applies again', async () => {
    const offer = await f.addOffer({ name: 'Audited price', payout: 1000 });
    expect((await setPayout(offer, paul, 1100)).statusCode).toBe(200);
    expect((await setPayout(offer, paul, 1200)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/offers/${offer}/publisher-payouts/${paul}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(await payoutSeenBy(paulToken, offer)).toEqual({ detail: 1000, list: 1000 });
    const log = (await f.get('/api/network/audit-log?page=1&limit=3', owner)).json().payload as Page<AuditLogEntry>;
    const details = { offer_id: offer, publisher_id: paul, currency: 'USD', payout_type: 'CPA' };
    expect(log.rows.map(({ action, changes, details: d }) => ({ action, changes, details: d }))).toEqual([
      {
        action: 'offer.publisher_payout.remove',
        changes: [{ field: 'payout', before: 1200, after: null }],
        details: expect.objectContaining(details),
      },
      {
        action: 'offer.publisher_payout.change',
        changes: [{ field: 'payout', before: 1100, after: 1200 }],
        details: expect.objectContaining(details),
      },
      {
        action: 'offer.publisher_payout.set',
        changes: [{ field: 'payout', after: 1100 }],
        details: expect.objectContaining({ ...details, subject: 'Audited price · Paul Publisher' }),
      },
    ]);
    const again = await call('DELETE', `/api/offers/${offer}/publisher-payouts/${paul}`, owner);
    expect(again.statusCode).toBe(404);
  });
});

describe('per goal', () => {
  const addGoal = async (offer: number, slug: string, payout: number, revenue: number) => {
    const body = {
      name: `${slug[0]?.toUpperCase()}${slug.slice(1)}`,
      slug,
      payout,
      revenue,
      daily_cap: null,
      monthly_cap: null,
    };
    expect((await call('POST', `/api/offers/${offer}/goals`, owner, body)).statusCode).toBe(200);
  };
  const goalPayouts = async (token: string, offer: number) => {
    const goals = (await f.get(`/api/offers/${offer}/goals`, token)).json().payload as OfferGoal[];
    return goals.map((goal) => [goal.slug, goal.payout]);
  };

  it("replaces one goal's payout for him alone: his goals, his conversions; the default goal's own price is apart", async () => {
    const offer = await f.addOffer({ name: 'Two goals', payout: 100, revenue: 150, currency: 'JPY' });
    await addGoal(offer, 'purchase', 1200, 2000);
    const purchase = await call('PUT', `/api/offers/${offer}/publisher-payouts/${paul}?goal=purchase`, owner, {
      payout: 1500,
    });
    expect(purchase.statusCode).toBe(200);
    expect(purchase.json().payload).toMatchObject({ goal: 'purchase', goal_name: 'Purchase', payout: 1500 });
    expect((await setPayout(offer, paul, 120)).statusCode).toBe(200);
    // Saving one goal's again changes that row only.
    expect(
      (await call('PUT', `/api/offers/${offer}/publisher-payouts/${paul}?goal=purchase`, owner, { payout: 1600 }))
        .statusCode,
    ).toBe(200);
    expect(await goalPayouts(paulToken, offer)).toEqual([
      [null, 120],
      ['purchase', 1600],
    ]);
    expect(await goalPayouts(otherToken, offer)).toEqual([
      [null, 100],
      ['purchase', 1200],
    ]);
    // The owner and the advertiser see the goals' own terms.
    expect(await goalPayouts(owner, offer)).toEqual([
      [null, 100],
      ['purchase', 1200],
    ]);
    expect(await payoutSeenBy(paulToken, offer)).toEqual({ detail: 120, list: 120 });
    const listed = (await call('GET', `/api/offers/${offer}/publisher-payouts`, owner)).json()
      .payload as PublisherPayout[];
    expect(listed.map((row) => [row.publisher_id, row.goal, row.goal_name, row.payout])).toEqual([
      [paul, null, null, 120],
      [paul, 'purchase', 'Purchase', 1600],
    ]);
    const click = await f.clickId({ offer_id: offer, aff_id: paul });
    expect((await f.postback({ click_id: click })).statusCode).toBe(200);
    expect((await f.postback({ click_id: click, goal: 'purchase' })).statusCode).toBe(200);
    const rows = await f.db
      .selectFrom('conversions')
      .select(['goal', 'payout', 'revenue'])
      .where('click_id', '=', click)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.goal, Number(row.payout), Number(row.revenue)])).toEqual([
      [null, 120, 150],
      ['purchase', 1600, 2000],
    ]);
    // Removing the purchase's own payout leaves the default goal's.
    const removed = await call('DELETE', `/api/offers/${offer}/publisher-payouts/${paul}?goal=purchase`, owner);
    expect(removed.statusCode).toBe(200);
    expect(await goalPayouts(paulToken, offer)).toEqual([
      [null, 120],
      ['purchase', 1200],
    ]);
    const log = (await f.get('/api/network/audit-log?page=1&limit=1', owner)).json().payload as Page<AuditLogEntry>;
    expect(log.rows[0]).toMatchObject({
      action: 'offer.publisher_payout.remove',
      details: expect.objectContaining({ goal: 'purchase', subject: 'Two goals · Purchase · Paul Publisher' }),
    });
  });

  it('follows its goal: a new postback value takes it along, a removed goal takes it away', async () => {
    const offer = await f.addOffer({ name: 'Renamed goal' });
    await addGoal(offer, 'sale', 500, 800);
    const goalId = ((await f.get(`/api/offers/${offer}/goals`, owner)).json().payload as OfferGoal[])[1]?.id;
    const url = `/api/offers/${offer}/publisher-payouts/${paul}`;
    expect((await call('PUT', `${url}?goal=sale`, owner, { payout: 650 })).statusCode).toBe(200);
    const renamed = {
      name: 'Purchase',
      slug: 'purchase',
      payout: 500,
      revenue: 800,
      daily_cap: null,
      monthly_cap: null,
    };
    expect((await call('PUT', `/api/offers/${offer}/goals/${goalId}`, owner, renamed)).statusCode).toBe(200);
    expect(await goalPayouts(paulToken, offer)).toEqual([
      [null, 1000],
      ['purchase', 650],
    ]);
    expect((await call('DELETE', `/api/offers/${offer}/goals/${goalId}`, owner)).statusCode).toBe(200);
    // A goal of the same value added again starts from its own payout.
    await addGoal(offer, 'purchase', 500, 800);
    expect(await goalPayouts(paulToken, offer)).toEqual([
      [null, 1000],
      ['purchase', 500],
    ]);
    expect((await call('GET', `/api/offers/${offer}/publisher-payouts`, owner)).json().payload).toEqual([]);
  });

  it('a goal the offer lacks is a 400 naming goal, and nothing is stored', async () => {
    const offer = await f.addOffer();
    for (const goal of ['purchase', 'x'.repeat(51)]) {
      const response = await call('PUT', `/api/offers/${offer}/publisher-payouts/${paul}?goal=${goal}`, owner, {
        payout: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, msg: expect.stringContaining('goal') });
    }
    const stored = await f.db.selectFrom('publisher_payouts').selectAll().where('offer_id', '=', offer).execute();
    expect(stored).toEqual([]);
  });

  it('twenty saves at once of one goal leave one row', async () => {
    const offer = await f.addOffer();
    await addGoal(offer, 'install', 50, 80);
    const saves = Array.from({ length: 20 }, (_, i) =>
      call('PUT', `/api/offers/${offer}/publisher-payouts/${paul}?goal=install`, owner, { payout: 100 + i }),
    );
    expect((await Promise.all(saves)).map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const stored = await f.db.selectFrom('publisher_payouts').selectAll().where('offer_id', '=', offer).execute();
    expect(stored).toHaveLength(1);
  });
});

describe('who may set it', () => {
  it('a publisher or an advertiser gets 403 on every route', async () => {
    const offer = await f.addOffer();
    const advertiser = await f.token('advertiser@acme.test');
    for (const token of [paulToken, advertiser]) {
      expect((await setPayout(offer, paul, 5000, token)).statusCode).toBe(403);
      expect((await call('GET', `/api/offers/${offer}/publisher-payouts`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/offers/${offer}/publisher-payouts/${paul}`, token)).statusCode).toBe(403);
    }
    expect(await payoutSeenBy(paulToken, offer)).toEqual({ detail: 1000, list: 1000 });
  });

  it("another network's publisher or offer is not found (404), and nothing is stored", async () => {
    const globexPublisher = await f.userId('publisher@globex.test', f.globex.id);
    const globexOffer = await f.addOffer({}, f.globex.id);
    const offer = await f.addOffer();
    const foreignPublisher = await setPayout(offer, globexPublisher, 5000);
    expect(foreignPublisher.statusCode).toBe(404);
    expect(foreignPublisher.json()).toMatchObject({ err: 1, msg: 'Publisher not found' });
    expect((await setPayout(globexOffer, paul, 5000)).statusCode).toBe(404);
    expect((await call('GET', `/api/offers/${globexOffer}/publisher-payouts`, owner)).statusCode).toBe(404);
    // Globex's owner cannot reach Acme's offer either.
    const globexOwner = await f.token('owner@globex.test', GLOBEX);
    const viaGlobex = await call(
      'PUT',
      `/api/offers/${offer}/publisher-payouts/${paul}`,
      globexOwner,
      { payout: 1 },
      GLOBEX,
    );
    expect(viaGlobex.statusCode).toBe(404);
    // The advertiser is a user of the network, not a publisher.
    expect((await setPayout(offer, await f.userId('advertiser@acme.test'), 5000)).statusCode).toBe(404);
    const stored = await f.db
      .selectFrom('publisher_payouts')
      .selectAll()
      .where('offer_id', 'in', [offer, globexOffer])
      .execute();
    expect(stored).toEqual([]);
  });

  it.each([
    [{ payout: -1 }, 'payout'],
    [{ payout: 12.5 }, 'payout'],
    [{ payout: 'ten' }, 'payout'],
    [{}, 'payout'],
  ])('%o is refused with a 400 naming %s', async (payload, field) => {
    const offer = await f.addOffer();
    const response = await call('PUT', `/api/offers/${offer}/publisher-payouts/${paul}`, owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 1, msg: expect.stringContaining(field) });
  });
});
