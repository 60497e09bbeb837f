import type { Offer, Page } from '@affnet/contracts';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';
import { call, newOffer } from './offers-helpers';

let t: TestApp;
let owner: string;
let publisher: string;
let publisherId: number;
let advertiserId: number;
let globexAdvertiserId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  const pub = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
  publisher = pub.token;
  publisherId = pub.userDetail.id;
  advertiserId = (await signIn(t.app, ACME, 'member', 'advertiser@acme.test')).userDetail.id;
  globexAdvertiserId = (await signIn(t.app, GLOBEX, 'member', 'advertiser@globex.test')).userDetail.id;
});
afterAll(() => t.close());

describe('create and update validation', () => {
  const HTTP = 'must be an http(s) URL';
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', { name: '' }, 'name: must not be empty'],
    ['long name', { name: 'n'.repeat(201) }, 'name: must be at most 200 characters long'],
    ['missing payout type', { payout_type: undefined }, 'payout_type: is required'],
    ['ftp destination', { destination_url: 'ftp://files.example/x' }, `destination_url: ${HTTP}`],
    ['script destination', { destination_url: 'javascript:alert(1)' }, `destination_url: ${HTTP}`],
    ['unparsable destination', { destination_url: 'https://[::1' }, `destination_url: ${HTTP}`],
    ...(
      [
        'https://{aff_sub1}/lp',
        'https://{aff_sub1}.shop.example/lp',
        'https://{aff_sub2}@shop.example/lp',
        'https://shop{click_id}/',
      ] as const
    ).map((url): [string, Record<string, unknown>, string] => [
      `macro before the path: ${url}`,
      { destination_url: url },
      'destination_url: may hold macros only in its path, query or fragment, not its host',
    ]),
    ['preview not a URL', { preview_url: 'nope' }, 'preview_url: must be an http(s) URL or empty'],
    ['status', { status: 'live' }, 'status: must be one of active, paused, pending, expired'],
    ['visibility', { visibility: 'secret' }, 'visibility: must be one of public, private, approval'],
    ['payout type', { payout_type: 'CPM' }, 'payout_type: must be one of CPA, CPS, CPC, CPI, CPL'],
    ['negative payout', { payout: -1 }, 'payout: must be at least 0'],
    ['fractional payout', { payout: 12.5 }, 'payout: must be an integer'],
    ['payout as text', { payout: 'ten' }, 'payout: must be an integer'],
    ['huge revenue', { revenue: 1e13 }, 'revenue: must be at most 1000000000000'],
    ['currency case', { currency: 'usd' }, 'currency: must be a 3-letter uppercase currency code such as USD'],
    ['country case', { countries: ['US', 'de'] }, 'countries.1: must be a 2-letter uppercase country code such as US'],
    ['countries not a list', { countries: { US: true } }, 'countries: must be an array'],
    ['unknown OS', { os: ['beos'] }, 'os.0: must be one of android, ios, windows, macos, linux, other'],
    ['zero cap', { daily_cap: 0 }, 'daily_cap: must be at least 1'],
    ['fractional cap', { monthly_cap: 2.5 }, 'monthly_cap: must be an integer or a null'],
    ['negative advertiser id', { advertiser_id: -1 }, 'advertiser_id: must be at least 1'],
  ];
  it.each(cases)('rejects %s with a 400 naming the field', async (_label, overrides, msg) => {
    const result = await call(t.app, owner, 'POST', '/api/offers', newOffer(overrides));
    expect(result.status).toBe(400);
    expect(result.body).toEqual(expect.objectContaining({ err: 1, msg, field: msg.slice(0, msg.indexOf(':')) }));
  });

  it('takes advertisers of the same network only', async () => {
    for (const id of [publisherId, globexAdvertiserId, 999_999]) {
      const result = await call(t.app, owner, 'POST', '/api/offers', newOffer({ advertiser_id: id }));
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe('advertiser_id: must be an advertiser of this network');
    }
  });

  it('checks an update body the same way', async () => {
    const result = await call(t.app, owner, 'PUT', '/api/offers/1', { currency: 'EURO' });
    expect(result.status).toBe(400);
    expect(result.body.msg).toMatch(/^currency: /);
    expect((await call(t.app, owner, 'PUT', '/api/offers/1', {})).status).toBe(400);
  });
});

describe('create, update, status', () => {
  it('creates an offer the owner then lists with revenue and publishers see without', async () => {
    const created = await call<Offer>(t.app, owner, 'POST', '/api/offers', newOffer({ advertiser_id: advertiserId }));
    expect(created.status).toBe(200);
    const offer = created.body.payload as Offer;
    expect(offer).toMatchObject({
      name: 'Test VPN – Monthly',
      payout: 1250,
      revenue: 2000,
      countries: ['US', 'DE'],
      os: ['android'],
      daily_cap: 100,
      monthly_cap: null,
      advertiser_id: advertiserId,
      advertiser_name: 'Ada Advertiser',
    });
    expect(offer.created_at).toBe(offer.updated_at);
    const seen = await call<Offer>(t.app, publisher, 'GET', `/api/offers/${offer.id}`);
    expect(seen.body.payload).toMatchObject({ id: offer.id, access: 'allowed' });
    expect(seen.body.payload).not.toHaveProperty('revenue');
  });

  it('fills defaults for a minimal body', async () => {
    const minimal = {
      name: 'Minimal',
      destination_url: 'http://min.example/?c={click_id}',
      payout_type: 'CPC',
      payout: 5,
    };
    const created = await call<Offer>(t.app, owner, 'POST', '/api/offers', { ...minimal, revenue: 9 });
    expect(created.body.payload).toMatchObject({
      status: 'active',
      visibility: 'public',
      currency: 'USD',
      countries: [],
      os: [],
      devices: [],
      categories: [],
      preview_url: '',
      thumbnail_url: null,
    });
  });

  it('updates only the fields sent', async () => {
    const offer = (await call<Offer>(t.app, owner, 'POST', '/api/offers', newOffer())).body.payload as Offer;
    const updated = await call<Offer>(t.app, owner, 'PUT', `/api/offers/${offer.id}`, {
      payout: 1500,
      countries: [],
      visibility: 'approval',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.payload).toMatchObject({
      ...offer,
      payout: 1500,
      // The owner's margin follows the new payout.
      profit: (offer.revenue ?? 0) - 1500,
      countries: [],
      visibility: 'approval',
      updated_at: expect.any(String),
    });
    expect((updated.body.payload as Offer).updated_at >= offer.updated_at).toBe(true);
  });

  it('pauses an offer: it leaves the publisher active tab and stays in all', async () => {
    const offer = (await call<Offer>(t.app, owner, 'POST', '/api/offers', newOffer({ name: 'Pause me' }))).body
      .payload as Offer;
    const active = async () =>
      (await call<Page<Offer>>(t.app, publisher, 'GET', '/api/offers?tab=active&limit=100')).body.payload?.rows.map(
        (o) => o.id,
      );
    expect(await active()).toContain(offer.id);
    const paused = await call<Offer>(t.app, owner, 'POST', `/api/offers/${offer.id}/status`, { status: 'paused' });
    expect(paused.body).toMatchObject({ err: 0, payload: { id: offer.id, status: 'paused' } });
    expect(await active()).not.toContain(offer.id);
    expect((await call(t.app, publisher, 'GET', `/api/offers/${offer.id}`)).status).toBe(200);
    const bad = await call(t.app, owner, 'POST', `/api/offers/${offer.id}/status`, { status: 'gone' });
    expect(bad.body.msg).toBe('status: must be one of active, paused, pending, expired');
    expect((await call(t.app, owner, 'POST', '/api/offers/999999/status', { status: 'paused' })).status).toBe(404);
  });

  it('lets only the owner write', async () => {
    for (const token of [publisher, (await signIn(t.app, ACME, 'member', 'advertiser@acme.test')).token]) {
      expect((await call(t.app, token, 'POST', '/api/offers', newOffer())).status).toBe(403);
      expect((await call(t.app, token, 'PUT', '/api/offers/1', { payout: 1 })).status).toBe(403);
      expect((await call(t.app, token, 'POST', '/api/offers/1/status', { status: 'paused' })).status).toBe(403);
    }
    expect((await call(t.app, null, 'POST', '/api/offers', newOffer())).status).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/offers')).status).toBe(401);
  });
});
