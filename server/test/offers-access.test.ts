import type { AccessRequest, Offer, Page } from '@affnet/contracts';
import { ACME, buildTestApp, GLOBEX, signIn, type TestApp } from './helpers';
import { call } from './offers-helpers';

let t: TestApp;
let owner: string;
let publisher: string;
let publisherId: number;
const acmeOffers = new Map<string, number>();
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  const pub = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
  publisher = pub.token;
  publisherId = pub.userDetail.id;
  const all = await call<Page<Offer>>(t.app, owner, 'GET', '/api/offers?limit=100');
  for (const offer of all.body.payload?.rows ?? []) acmeOffers.set(offer.name.split(' ')[0] ?? '', offer.id);
});
afterAll(() => t.close());

const id = (brand: string) => {
  const value = acmeOffers.get(brand);
  if (value === undefined) throw new Error(`no demo offer ${brand}`);
  return value;
};
const activeIds = async () =>
  (await call<Page<Offer>>(t.app, publisher, 'GET', '/api/offers?tab=active&limit=100')).body.payload?.rows.map(
    (o) => o.id,
  );

describe('access to approval offers', () => {
  it('request → owner allows → the offer is in the publisher active tab', async () => {
    const keto = id('FitLife');
    expect(await activeIds()).not.toContain(keto);
    for (let i = 0; i < 2; i++) {
      const asked = await call(t.app, publisher, 'POST', `/api/offers/${keto}/access`);
      expect(asked.body).toMatchObject({ err: 0, payload: { access: 'requested' } });
    }
    const queue = await call<AccessRequest[]>(t.app, owner, 'GET', '/api/offers/access-requests?status=requested');
    const mine = queue.body.payload?.filter((r) => r.offer_id === keto && r.publisher_id === publisherId);
    expect(mine).toEqual([
      expect.objectContaining({ offer_name: 'FitLife Keto – Trial Offer', publisher_name: 'Paul Publisher' }),
    ]);
    const decided = await call<AccessRequest>(t.app, owner, 'POST', '/api/offers/access-requests/decide', {
      offer_id: keto,
      publisher_id: publisherId,
      decision: 'allowed',
    });
    expect(decided.body.payload).toMatchObject({ offer_id: keto, publisher_id: publisherId, status: 'allowed' });
    expect(await activeIds()).toContain(keto);
    const again = await call(t.app, publisher, 'POST', `/api/offers/${keto}/access`);
    expect(again.body.payload).toEqual({ access: 'allowed' });
    const allowed = await call<AccessRequest[]>(t.app, owner, 'GET', '/api/offers/access-requests?status=allowed');
    expect(allowed.body.payload?.some((r) => r.offer_id === keto && r.publisher_id === publisherId)).toBe(true);
  });

  it('a rejection keeps the offer out of the active tab and shows as rejected', async () => {
    const crypto = id('TradePro');
    await call(t.app, owner, 'POST', '/api/offers/access-requests/decide', {
      offer_id: crypto,
      publisher_id: publisherId,
      decision: 'rejected',
    });
    expect(await activeIds()).not.toContain(crypto);
    expect((await call<Offer>(t.app, publisher, 'GET', `/api/offers/${crypto}`)).body.payload?.access).toBe('rejected');
  });

  it('refuses public offers (400), private offers he was not invited to (404) and other roles (403)', async () => {
    const pub = await call(t.app, publisher, 'POST', `/api/offers/${id('ShieldVPN')}/access`);
    expect(pub.status).toBe(400);
    expect(pub.body.msg).toBe('This offer needs no approval');
    expect((await call(t.app, publisher, 'POST', `/api/offers/${id('Royal')}/access`)).status).toBe(404);
    expect((await call(t.app, owner, 'POST', `/api/offers/${id('FitLife')}/access`)).status).toBe(403);
    const decide = { offer_id: id('FitLife'), publisher_id: publisherId, decision: 'allowed' };
    expect((await call(t.app, publisher, 'POST', '/api/offers/access-requests/decide', decide)).status).toBe(403);
    const advertiserId = (await signIn(t.app, ACME, 'member', 'advertiser@acme.test')).userDetail.id;
    const notPublisher = { ...decide, publisher_id: advertiserId };
    expect((await call(t.app, owner, 'POST', '/api/offers/access-requests/decide', notPublisher)).status).toBe(404);
    const badDecision = await call(t.app, owner, 'POST', '/api/offers/access-requests/decide', {
      ...decide,
      decision: 'maybe',
    });
    expect(badDecision.body.msg).toBe('decision: must be one of allowed, rejected');
  });
});

describe('tracking link', () => {
  it('builds the click URL on the dashboard domain with the non-empty sub ids', async () => {
    const vpn = id('ShieldVPN');
    const result = await call<{ url: string }>(
      t.app,
      publisher,
      'GET',
      `/api/offers/${vpn}/tracking-link?aff_sub1=abc&aff_sub2=&aff_sub3=${encodeURIComponent('a b&c')}`,
    );
    expect(result.status).toBe(200);
    const url = new URL(result.body.payload?.url ?? '');
    expect(url.origin).toBe(`http://${ACME}`);
    expect(url.pathname).toBe('/click');
    expect([...url.searchParams.entries()]).toEqual([
      ['offer_id', String(vpn)],
      ['aff_id', String(publisherId)],
      ['aff_sub1', 'abc'],
      ['aff_sub3', 'a b&c'],
    ]);
  });

  it('uses the tracking domain when the network has one', async () => {
    await t.app.ctx.db
      .updateTable('networks')
      .set({ tracking_domain: 'track.acme.example' })
      .where('network_id', '=', 'acme')
      .execute();
    try {
      const result = await call<{ url: string }>(t.app, publisher, 'GET', `/api/offers/${id('CashNow')}/tracking-link`);
      expect(result.body.payload?.url).toBe(
        `http://track.acme.example/click?offer_id=${id('CashNow')}&aff_id=${publisherId}`,
      );
    } finally {
      await t.app.ctx.db
        .updateTable('networks')
        .set({ tracking_domain: null })
        .where('network_id', '=', 'acme')
        .execute();
    }
  });

  it('is only for offers the publisher may run', async () => {
    expect((await call(t.app, publisher, 'GET', `/api/offers/${id('StyleHub')}/tracking-link`)).status).toBe(403);
    expect((await call(t.app, publisher, 'GET', `/api/offers/${id('Royal')}/tracking-link`)).status).toBe(404);
    expect((await call(t.app, owner, 'GET', `/api/offers/${id('ShieldVPN')}/tracking-link`)).status).toBe(403);
    const long = await call(
      t.app,
      publisher,
      'GET',
      `/api/offers/${id('ShieldVPN')}/tracking-link?aff_sub1=${'x'.repeat(201)}`,
    );
    expect(long.body.msg).toBe('aff_sub1: must be at most 200 characters long');
  });
});

describe('tenancy', () => {
  let globexOwner: string;
  let globexPublisher: string;
  let globexOfferId: number;
  beforeAll(async () => {
    globexOwner = (await signIn(t.app, GLOBEX, 'owner', 'owner@globex.test')).token;
    globexPublisher = (await signIn(t.app, GLOBEX, 'member', 'publisher@globex.test')).token;
    const list = await call<Page<Offer>>(t.app, globexOwner, 'GET', '/api/offers?limit=100', undefined, GLOBEX);
    globexOfferId = list.body.payload?.rows[0]?.id ?? 0;
    expect(list.body.payload?.rows.some((o) => [...acmeOffers.values()].includes(o.id))).toBe(false);
  });

  it("lets Acme's owner neither read nor change nor decide on Globex offers (404)", async () => {
    const globexPublisherId = (await signIn(t.app, GLOBEX, 'member', 'publisher@globex.test')).userDetail.id;
    expect((await call(t.app, owner, 'GET', `/api/offers/${globexOfferId}`)).status).toBe(404);
    expect((await call(t.app, owner, 'PUT', `/api/offers/${globexOfferId}`, { payout: 1 })).status).toBe(404);
    expect((await call(t.app, owner, 'POST', `/api/offers/${globexOfferId}/status`, { status: 'paused' })).status).toBe(
      404,
    );
    const decide = { offer_id: globexOfferId, publisher_id: globexPublisherId, decision: 'allowed' };
    expect((await call(t.app, owner, 'POST', '/api/offers/access-requests/decide', decide)).status).toBe(404);
    const ownOfferOtherPublisher = { ...decide, offer_id: id('FitLife') };
    expect(
      (await call(t.app, owner, 'POST', '/api/offers/access-requests/decide', ownOfferOtherPublisher)).status,
    ).toBe(404);
    const queue = await call<AccessRequest[]>(t.app, owner, 'GET', '/api/offers/access-requests');
    expect(queue.body.payload?.some((r) => r.offer_id === globexOfferId)).toBe(false);
  });

  it('keeps Globex tokens off Acme data: 404 on their own host, 401 on Acme host', async () => {
    const acmeId = id('ShieldVPN');
    for (const token of [globexOwner, globexPublisher]) {
      expect((await call(t.app, token, 'GET', `/api/offers/${acmeId}`, undefined, GLOBEX)).status).toBe(404);
      expect((await call(t.app, token, 'GET', '/api/offers', undefined, ACME)).status).toBe(401);
      expect((await call(t.app, token, 'GET', '/api/offers/export.csv', undefined, ACME)).status).toBe(401);
    }
    expect((await call(t.app, globexOwner, 'PUT', `/api/offers/${acmeId}`, { payout: 1 }, GLOBEX)).status).toBe(404);
    expect(
      (await call(t.app, globexPublisher, 'POST', `/api/offers/${id('FitLife')}/access`, undefined, GLOBEX)).status,
    ).toBe(404);
    expect(
      (await call(t.app, globexPublisher, 'GET', `/api/offers/${acmeId}/tracking-link`, undefined, GLOBEX)).status,
    ).toBe(404);
    const csv = await call(t.app, globexOwner, 'GET', '/api/offers/export.csv', undefined, GLOBEX);
    expect(csv.response.body).not.toContain('ShieldVPN');
  });

  it('keeps the platform admin out of the catalogue', async () => {
    const admin = (await signIn(t.app, ACME, 'admin', 'admin@affnet.test')).token;
    expect((await call(t.app, admin, 'GET', '/api/offers')).status).toBe(403);
  });
});
