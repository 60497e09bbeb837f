import { ACME, buildTestApp, signIn, type TestApp } from './helpers';
import { call } from './offers-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  tokens.owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
  tokens.publisher = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
});
afterAll(() => t.close());

const e = encodeURIComponent;

/** [method, url, body]: each must answer 200, 400, 403, 404 or 415, never a 500. */
const strange: [string, string, unknown?][] = [
  ['GET', `/api/offers?search=${e("' OR 1=1 --")}`],
  ['GET', `/api/offers?search=${e('😀漢字ñ\u202e')}`],
  ['GET', `/api/offers?search=${e('x'.repeat(5000))}`],
  ['GET', `/api/offers?search=${e('\u0000')}`],
  ['GET', '/api/offers?search=a&search=b'],
  ['GET', '/api/offers?page=0'],
  ['GET', '/api/offers?page=-1'],
  ['GET', '/api/offers?page=abc'],
  ['GET', '/api/offers?page=1e400'],
  ['GET', '/api/offers?limit=1e400'],
  ['GET', '/api/offers?limit=-1e400'],
  ['GET', '/api/offers/1e400'],
  ['GET', '/api/offers/1e400/tracking-link'],
  ['GET', '/api/offers?limit=0'],
  ['GET', '/api/offers?limit=1000'],
  ['GET', '/api/offers?limit=2.5'],
  ['GET', `/api/offers?sort=${e('id; drop table offers')}`],
  ['GET', '/api/offers?order=sideways'],
  ['GET', '/api/offers?country=D'],
  ['GET', '/api/offers?country=DEU'],
  ['GET', `/api/offers?country=${e('%"')}`],
  ['GET', '/api/offers?os=beos'],
  ['GET', '/api/offers?tab=../../etc'],
  ['GET', '/api/offers/0'],
  ['GET', '/api/offers/-1'],
  ['GET', '/api/offers/abc'],
  ['GET', '/api/offers/1.5'],
  ['GET', '/api/offers/99999999999999999999'],
  ['GET', `/api/offers/${e("1' or '1'='1")}`],
  ['GET', '/api/offers/export.csv?limit=-5'],
  ['GET', '/api/offers/access-requests?status=all'],
  ['GET', '/api/offers/1/tracking-link?aff_sub1=a&aff_sub1=b'],
  ['GET', `/api/offers/1/tracking-link?aff_sub2=${e('\u0001')}`],
  ['POST', '/api/offers', []],
  ['POST', '/api/offers', null],
  ['POST', '/api/offers', 'just text'],
  ['POST', '/api/offers', { name: { $ne: 1 } }],
  ['PUT', '/api/offers/1', { countries: [null] }],
  ['PUT', '/api/offers/1', { advertiser_id: 1e20 }],
  ['PUT', '/api/offers/1', { payout: Number.MAX_SAFE_INTEGER }],
  ['PUT', '/api/offers/1', { categories: ['x'.repeat(51)] }],
  ['PUT', '/api/offers/1', { destination_url: `https://a.example/${'x'.repeat(3000)}` }],
  ['POST', '/api/offers/1/status', {}],
  ['POST', '/api/offers/1/access', { anything: true }],
  ['POST', '/api/offers/access-requests/decide', { offer_id: '1', publisher_id: 'me', decision: 'allowed' }],
  ['POST', '/api/offers/access-requests/decide', { offer_id: -1, publisher_id: 0, decision: 'allowed' }],
];

describe('strange inputs to the offers API never cause a 500', () => {
  // A rest parameter: jest would take a third declared parameter of a two-item row for `done`.
  it.each(strange)('%s %s', async (...[method, url, payload]) => {
    for (const token of Object.values(tokens)) {
      const result = await call(t.app, token, method as 'GET', url, payload);
      expect([200, 400, 403, 404, 415]).toContain(result.status);
      expect(result.response.headers['content-type']).toMatch(/json|csv/);
    }
  });

  it('keeps the catalogue intact after them', async () => {
    // Sent here again: the test above may run after this one.
    for (const [method, url, payload] of strange) {
      for (const token of Object.values(tokens)) await call(t.app, token, method as 'GET', url, payload);
    }
    const result = await call<{ total: number }>(t.app, tokens.owner ?? '', 'GET', '/api/offers');
    expect(result.body.payload?.total).toBe(14);
  });
});
