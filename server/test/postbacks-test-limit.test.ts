import { ACME, buildTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Fires the Test button with a target the guard refuses at once (no request leaves the server). */
const test = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/postbacks/test',
    headers: { host: ACME, authorization },
    payload: { url: 'http://10.0.0.1/pb?c={click_id}' },
  });

describe('the postback Test limit', () => {
  it('counts per user: respelling the header or signing in again does not give more tries', async () => {
    const first = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
    const second = (await signIn(t.app, ACME, 'member', 'publisher@acme.test')).token;
    const spellings = [`Bearer ${first}`, `bearer ${first}`, `Bearer  ${first}`, `BEARER ${first}`, `Bearer ${second}`];
    for (let i = 0; i < 30; i++) {
      expect((await test(spellings[i % spellings.length] ?? '')).statusCode).toBe(400);
    }
    const blocked = await test(`bEaReR ${second}`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ err: 1, code: 'TOO_MANY_REQUESTS' });
    // Another user of the network has his own tries.
    const owner = (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token;
    expect((await test(`Bearer ${owner}`)).statusCode).toBe(400);
  });
});
