import type { LightMyRequestResponse } from 'fastify';
import { nowMs, startClockAt } from '../src/shared/clock';
import { ACME, body, buildTestApp, DEMO_PASSWORD, loginRequest, type TestApp } from './helpers';
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

/** A sign-in from the given address (one of its own, unless a test means one caller). */
const signInFrom = (ip: string, email: string, password: string, door: 'member' | 'owner' = 'member') =>
  t.app.inject({
    method: 'POST',
    url: door === 'member' ? '/user/login' : '/user/network/login',
    headers: { host: ACME },
    remoteAddress: ip,
    payload: door === 'member' ? { userDetails: { email, password } } : { email, password },
  });

/** Answers that were checked (not refused with 429), after checking the refusals' message. */
function checkedOf(answers: LightMyRequestResponse[], attempts: string) {
  for (const answer of answers.filter((sent) => sent.statusCode === 429)) {
    expect(answer.json()).toMatchObject({
      err: 1,
      msg: expect.stringMatching(new RegExp(`^Too many failed ${attempts} attempts\\. Try again in 15 minutes\\.$`)),
    });
  }
  return answers.filter((answer) => answer.statusCode !== 429);
}

describe('failed sign-in limits under concurrency', () => {
  it('checks only 3 (the limit) of 16 wrong passwords sent together for one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signInFrom(`198.51.100.${i + 1}`, 'publisher@acme.test', `Wrong-${i}`)),
    );
    expect(checkedOf(answers, 'sign-in').map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
  });

  it('checks only 3 (the limit) of 15 wrong passwords sent together with the right one from other addresses', async () => {
    const passwords = [...Array.from({ length: 15 }, (_, i) => `Wrong-${i}`), DEMO_PASSWORD];
    const answers = await Promise.all(
      passwords.map((password, i) => signInFrom(`198.51.100.${i + 1}`, 'publisher@acme.test', password)),
    );
    const wrongChecked = checkedOf(answers.slice(0, 15), 'sign-in');
    expect(wrongChecked.map((answer) => answer.statusCode)).toEqual(wrongChecked.map(() => 400));
    // Signed in or refused, the right one never gives the guessers elsewhere a fresh allowance.
    expect([200, 429]).toContain((answers[15] as LightMyRequestResponse).statusCode);
    expect(wrongChecked.length).toBeLessThanOrEqual(3);
  });

  it("clears the account's failures from the signing-in address only", async () => {
    expect((await signInFrom('203.0.113.20', 'publisher@acme.test', 'Wrong-a')).statusCode).toBe(400);
    expect((await signInFrom('203.0.113.21', 'publisher@acme.test', 'Wrong-b')).statusCode).toBe(400);
    expect((await signInFrom('203.0.113.20', 'publisher@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    // One failure (from .21) still counts: two more wrong passwords reach the limit of 3.
    expect((await signInFrom('203.0.113.22', 'publisher@acme.test', 'Wrong-d')).statusCode).toBe(400);
    expect((await signInFrom('203.0.113.22', 'publisher@acme.test', 'Wrong-e')).statusCode).toBe(400);
    expect((await signInFrom('203.0.113.20', 'publisher@acme.test', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it("checks only 6 (the IP's limit) of 12 sign-ins sent together from one address to different accounts", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom('203.0.113.7', `nobody${i}@acme.test`, 'Wrong-pass-1', 'owner')),
    );
    const checked = checkedOf(answers, 'sign-in');
    expect(checked.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
  });

  it('checks only 3 of 10 wrong API keys sent together from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: '/publisher/offers/v2',
          headers: { host: ACME, apikey: `pk_guess${i}`, secretkey: `secret${i}` },
          remoteAddress: '203.0.113.8',
        }),
      ),
    );
    expect(checkedOf(answers, 'API key').map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });

  it('does not count right passwords once checked: on another sign-in page, or signed in', async () => {
    // One after another: while being checked, an attempt counts, whatever its password.
    for (let i = 0; i < 4; i++) {
      const otherPage = await signInFrom('203.0.113.9', 'publisher@acme.test', DEMO_PASSWORD, 'owner');
      expect(body(otherPage).code).toBe('USE_MEMBER_SIGN_IN');
    }
    for (let i = 0; i < 7; i++) {
      expect((await signInFrom('203.0.113.9', 'publisher@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });
});
