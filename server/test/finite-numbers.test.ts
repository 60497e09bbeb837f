import { nonFiniteField } from '../src/shared/http/finite-numbers';
import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'PUT', url: string, payload?: string) =>
  t.app.inject({
    method,
    url,
    headers: { host: ACME, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });

describe('a number that is not finite', () => {
  it.each([
    '/api/advertisers?page=1e400',
    '/api/advertisers?limit=Infinity',
    '/api/network/audit-log?page=1e400',
    '/api/network/audit-log?limit=Infinity',
    '/api/postbacks/forwarding/deliveries?page=1e400',
    '/api/postbacks/forwarding/deliveries?limit=-Infinity',
    '/api/postbacks/1/deliveries?limit=Infinity',
    '/api/offers?page=1e400',
  ])('in the query of GET %s is a 400 naming the field', async (url) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBe(400);
    const field = /[?&](\w+)=/.exec(url)?.[1];
    expect(response.json()).toMatchObject({
      err: 1,
      code: 'WRONG_TYPE',
      field,
      msg: `${field}: must be a finite number`,
    });
  });

  it('in a JSON body (1e400 reads as Infinity) is a 400 naming the field', async () => {
    const response = await send('PUT', '/api/offers/1', '{"payout":1e400}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: 1, field: 'payout' });
  });

  it('is found at any depth an input has, by its path', () => {
    expect(nonFiniteField({ a: 1, rows: [{ x: 2 }, { payout: -Infinity }] })).toBe('rows.1.payout');
    expect(nonFiniteField({ a: Number.NaN })).toBe('a');
    expect(nonFiniteField({ a: 1, b: 'Infinity', c: [0, 1.5] })).toBeNull();
    expect(nonFiniteField(undefined)).toBeNull();
  });
});
