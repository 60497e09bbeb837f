import { nowMs, startClockAt } from '../src/shared/clock';
import { ACME, body, buildTestApp, loginRequest, type TestApp } from './helpers';
import { TEST_NOW } from './instants';

const WINDOW_MINUTES = 15;

// Each test counts its own failures on an app of its own: none relies on what another left behind.
let t: TestApp;
beforeEach(async () => {
  startClockAt(TEST_NOW);
  t = await buildTestApp({ LOGIN_FAILURES_PER_EMAIL: '3', LOGIN_FAILURES_PER_IP: '6' });
});
afterEach(() => t.close());

async function failAs(email: string, times: number, door: 'member' | 'owner' = 'member') {
  for (let i = 0; i < times; i++) {
    expect((await loginRequest(t.app, ACME, door, email, 'Wrong-pass-1')).statusCode).toBe(400);
  }
}

describe('failed sign-in limits', () => {
  it('blocks an account after too many failures, even with the right password', async () => {
    await failAs('publisher@acme.test', 3);
    const blocked = await loginRequest(t.app, ACME, 'member', 'publisher@acme.test');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ err: 1, msg: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is still fine from this IP until the IP limit.
    expect((await loginRequest(t.app, ACME, 'member', 'advertiser@acme.test')).statusCode).toBe(200);
  });

  it('blocks an IP after too many failures across accounts', async () => {
    for (let i = 0; i < 6; i++) await failAs(`nobody${i}@acme.test`, 1, 'owner');
    const response = await loginRequest(t.app, ACME, 'owner', 'owner@acme.test');
    expect(response.statusCode).toBe(429);
    expect(body(response).msg).toMatch(/^Too many failed sign-in attempts/);
  });

  it('lets the account in again once the window has passed', async () => {
    await failAs('publisher@acme.test', 3);
    expect((await loginRequest(t.app, ACME, 'member', 'publisher@acme.test')).statusCode).toBe(429);
    startClockAt(nowMs() + (WINDOW_MINUTES - 1) * 60_000);
    expect((await loginRequest(t.app, ACME, 'member', 'publisher@acme.test')).statusCode).toBe(429);
    startClockAt(nowMs() + 60_000 + 1000);
    expect((await loginRequest(t.app, ACME, 'member', 'publisher@acme.test')).statusCode).toBe(200);
  });
});
