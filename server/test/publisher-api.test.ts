import type { Offer, Page } from '@affnet/contracts';
import { ACME, body, buildTestApp, GLOBEX, signIn, type TestApp, UNKNOWN_HOST } from './helpers';
import { call } from './offers-helpers';

let t: TestApp;
let publisher: string;
beforeAll(async () => {
  // These tests send wrong keys on purpose: more than a caller may (see the limit's own test below).
  t = await buildTestApp({ LOGIN_FAILURES_PER_EMAIL: '1000', LOGIN_FAILURES_PER_IP: '1000' });
  publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
});
afterAll(() => t.close());

type ApiOffer = Offer & { tracking_url: string | null };

const ACME_KEYS = { apikey: 'acme-publisher-apikey', secretkey: 'acme-publisher-secret' };
const GLOBEX_KEYS = { apikey: 'globex-publisher-apikey', secretkey: 'globex-publisher-secret' };

function apiCall(query: string, headers: Record<string, string>, host = ACME) {
  return t.app.inject({ method: 'GET', url: `/publisher/offers/v2${query}`, headers: { host, ...headers } });
}

describe('GET /publisher/offers/v2', () => {
  it('answers the tab the publisher sees in the dashboard, paged, without revenue', async () => {
    for (const tab of ['all', 'active', 'public', 'private']) {
      const response = await apiCall(`?offer_type=${tab}&limit=100`, ACME_KEYS);
      expect(response.statusCode).toBe(200);
      const page = body<Page<ApiOffer>>(response).payload as Page<ApiOffer>;
      const dashboard = await call<Page<Offer>>(t.app, publisher, 'GET', `/api/offers?tab=${tab}&limit=100`);
      // The dashboard's offers, each with his tracking link where he may run it (issue 26).
      const links = page.rows.map(({ tracking_url }) => tracking_url);
      expect({ ...page, rows: page.rows.map(({ tracking_url: _link, ...offer }) => offer) }).toEqual(
        dashboard.body.payload,
      );
      expect(page.rows.some((o) => 'revenue' in o || 'destination_url' in o)).toBe(false);
      page.rows.forEach((offer, i) => {
        expect(links[i]).toEqual(
          offer.access === 'allowed' ? expect.stringMatching(`/click\\?offer_id=${offer.id}&aff_id=\\d+`) : null,
        );
      });
      if (tab === 'all') expect(new Set(links.map((link) => link === null))).toEqual(new Set([true, false]));
    }
    const defaults = body<Page<Offer>>(await apiCall('', ACME_KEYS)).payload;
    expect(defaults).toMatchObject({ total: 11, page: 1, limit: 20 });
    const second = body<Page<Offer>>(await apiCall('?offer_type=active&limit=3&page=2', ACME_KEYS)).payload;
    expect(second).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(second?.rows).toHaveLength(3);
  });

  it('works on a host that is no network too (the keys name the network)', async () => {
    expect((await apiCall('', ACME_KEYS, UNKNOWN_HOST)).statusCode).toBe(200);
  });

  const wrong: [string, Record<string, string>, string][] = [
    ['no keys', {}, ACME],
    ['no secret', { apikey: ACME_KEYS.apikey }, ACME],
    ['no apikey', { secretkey: ACME_KEYS.secretkey }, ACME],
    ['wrong secret', { ...ACME_KEYS, secretkey: 'acme-publisher-secreT' }, ACME],
    ['unknown apikey', { ...ACME_KEYS, apikey: 'nope' }, ACME],
    ["another publisher's secret", { apikey: ACME_KEYS.apikey, secretkey: GLOBEX_KEYS.secretkey }, ACME],
    ['empty keys', { apikey: '', secretkey: '' }, ACME],
    ['huge keys', { apikey: 'k'.repeat(5000), secretkey: 's'.repeat(5000) }, ACME],
    ["Acme keys on Globex's domain", ACME_KEYS, GLOBEX],
  ];
  it.each(wrong)('answers 401 in the envelope for %s', async (_label, headers, host) => {
    const response = await apiCall('', headers, host);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ err: 1, msg: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it("never shows one network's offers to another network's keys", async () => {
    const acme = body<Page<Offer>>(await apiCall('?limit=100', ACME_KEYS)).payload?.rows ?? [];
    const globex = body<Page<Offer>>(await apiCall('?limit=100', GLOBEX_KEYS, GLOBEX)).payload?.rows ?? [];
    expect(acme.length).toBeGreaterThan(0);
    expect(globex.length).toBeGreaterThan(0);
    const acmeIds = new Set(acme.map((o) => o.id));
    expect(globex.some((o) => acmeIds.has(o.id))).toBe(false);
  });

  it('stops answering when the publisher is deactivated', async () => {
    await t.app.ctx.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('email', '=', 'publisher@acme.test')
      .execute();
    try {
      expect((await apiCall('', ACME_KEYS)).statusCode).toBe(401);
    } finally {
      await t.app.ctx.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('email', '=', 'publisher@acme.test')
        .execute();
    }
  });

  it('checks its query: a bad offer_type or limit is a 400 naming it', async () => {
    const bad = await apiCall('?offer_type=everything', ACME_KEYS);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('offer_type: must be one of all, active, public, private');
    expect((await apiCall('?limit=101', ACME_KEYS)).json().msg).toBe('limit: must be at most 100');
    expect((await apiCall('?page=1e400', ACME_KEYS)).json().msg).toBe('page: must be a finite number');
  });
});

describe('guessing API keys', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_FAILURES_PER_EMAIL: '5', LOGIN_FAILURES_PER_IP: '20' });
  });
  afterAll(() => limited.close());

  const guess = (headers: Record<string, string>, ip = '203.0.113.7') =>
    limited.app.inject({
      method: 'GET',
      url: '/publisher/offers/v2',
      headers: { host: ACME, ...headers },
      remoteAddress: ip,
    });

  it('is stopped per caller, not per key sent: a new key each time still gets 429 after five failures', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await guess({ apikey: `guess-${i}`, secretkey: 'x' })).statusCode).toBe(401);
    }
    const blocked = await guess({ apikey: 'guess-6', secretkey: 'x' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ err: 1, msg: expect.stringMatching(/^Too many failed API key attempts/) });
    // Even the right keys wait, from that address; another address is not affected, and the keys still work.
    expect((await guess(ACME_KEYS)).statusCode).toBe(429);
    expect((await guess(ACME_KEYS, '203.0.113.8')).statusCode).toBe(200);
    expect((await guess({}, '203.0.113.9')).statusCode).toBe(401);
  });
});
