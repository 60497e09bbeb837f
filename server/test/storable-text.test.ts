import { nulField } from '../src/shared/http/storable-text';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';

// PostgreSQL stores no NUL character in text: the API refuses one with a 400 naming the field, on both databases;
// /click, which refuses no visitor, drops it from what it stores.
let f: TrackingFixture;
beforeAll(async () => {
  f = await trackingFixture();
});
afterAll(() => f.close());

it('finds the first string with a NUL character in an input, by its path', () => {
  expect(nulField({ a: 'ok', rows: [{ name: 'x' }, { name: 'a\u0000b' }] })).toBe('rows.1.name');
  expect(nulField('\u0000')).toBe('value');
  expect(nulField({ a: 1, b: ['fine'] })).toBeNull();
});

it('refuses a NUL character in a body, a query or a path with a 400 naming the field', async () => {
  const token = await f.token('owner@acme.test');
  const created = await f.app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: { host: ACME, authorization: token },
    payload: {
      name: 'Shoes\u0000',
      destination_url: 'https://shop.example/',
      payout_type: 'CPA',
      payout: 1,
      revenue: 2,
    },
  });
  expect(created.statusCode).toBe(400);
  expect(created.json()).toMatchObject({ err: 1, field: 'name' });
  const listed = await f.get('/api/offers?search=a%00b', token);
  expect(listed.statusCode).toBe(400);
  expect(listed.json()).toMatchObject({ err: 1, field: 'search' });
  // Where no validator of its own looks at control characters: a path parameter; a postback's click id is refused by
  // its schema's pattern (letters and digits only).
  const path = await f.app.inject({ url: '/user/network_id/exists/a%00b', headers: { host: ACME } });
  expect(path.statusCode).toBe(400);
  expect(path.json()).toMatchObject({ err: 1, code: 'WRONG_TYPE' });
  const postback = await f.postback({ click_id: 'a\u0000b' });
  expect(postback.statusCode).toBe(400);
  expect(postback.json()).toMatchObject({ err: 1, code: 'INVALID_FORMAT', field: 'click_id' });
});

it('takes a click whose Sub ID holds a NUL character, and stores it without', async () => {
  const offer = await f.addOffer();
  const publisher = await f.userId('publisher@acme.test');
  const clickId = await f.clickId({ offer_id: offer, aff_id: publisher, aff_sub1: 'a\u0000b' });
  await f.flush();
  const row = await f.db.selectFrom('clicks').select('sub1').where('click_id', '=', clickId).executeTakeFirstOrThrow();
  expect(row.sub1).toBe('ab');
});
