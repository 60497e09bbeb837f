import { ACME, body, buildTestApp, loginRequest, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURES_PER_EMAIL: '3', LOGIN_FAILURES_PER_IP: '6' });
});
afterAll(() => t.close());

describe('failed sign-in limits', () => {
  it('blocks an account after too many failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await loginRequest(t.app, ACME, 'member', 'publisher@acme.test', 'Wrong-pass-1')).statusCode).toBe(400);
    }
    const blocked = await loginRequest(t.app, ACME, 'member', 'publisher@acme.test');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ err: 1, msg: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is still fine from this IP until the IP limit.
    expect((await loginRequest(t.app, ACME, 'member', 'advertiser@acme.test')).statusCode).toBe(200);
  });

  it('blocks an IP after too many failures across accounts', async () => {
    for (let i = 0; i < 3; i++) {
      await loginRequest(t.app, ACME, 'owner', `nobody${i}@acme.test`, 'Wrong-pass-1');
    }
    const response = await loginRequest(t.app, ACME, 'owner', 'owner@acme.test');
    expect(response.statusCode).toBe(429);
  });
});
