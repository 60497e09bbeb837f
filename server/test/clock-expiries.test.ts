import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nowMs, startClockAt } from '../src/shared/clock';
import { addDays, localDayOf } from '../src/shared/time-zones';
import { dayStats } from './day-stats';
import { exportsClient } from './exports-helpers';
import { ACME, body, buildTestApp, signIn, type TestApp } from './helpers';
import { TEST_NOW } from './instants';

/**
 * What ends with time, checked by moving the server's clock rather than waiting or writing past dates into the
 * database: sessions, reset links, export files, and the demo traffic's last 90 days.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (ms: number) => startClockAt(nowMs() + ms);

let t: TestApp;
beforeEach(async () => {
  startClockAt(TEST_NOW);
  t = await buildTestApp();
});
afterEach(() => t.close());

it("a session works until its token's lifetime has passed, then answers 401", async () => {
  const session = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
  const profile = () =>
    t.app.inject({ url: '/api/publisher/get', headers: { host: ACME, authorization: session.token } });
  later(t.config.tokenTtlSeconds * 1000 - MINUTE);
  expect((await profile()).statusCode).toBe(200);
  later(2 * MINUTE);
  expect((await profile()).statusCode).toBe(401);
});

it('a password reset link works for 60 minutes and not after', async () => {
  const mailFolder = path.join(t.dataDir, 'mail');
  await t.app.inject({
    method: 'POST',
    url: '/auth/forgetpassword',
    headers: { host: ACME },
    payload: { email: 'advertiser@acme.test' },
  });
  await t.app.ctx.background.idle();
  await t.app.ctx.mail.drain();
  const [file] = readdirSync(mailFolder);
  const token = /reset-password\?link=([A-Za-z0-9_-]+)/.exec(
    readFileSync(path.join(mailFolder, file as string), 'utf8'),
  )?.[1];
  const check = () =>
    t.app.inject({ method: 'POST', url: '/auth/checkurl', headers: { host: ACME }, payload: { link: token } });
  later(59 * MINUTE);
  expect(body(await check())).toMatchObject({ err: 0, payload: { email: 'advertiser@acme.test' } });
  later(2 * MINUTE);
  expect(body(await check())).toMatchObject({ err: 1, msg: 'This reset link is invalid or has expired' });
});

it("a finished export can be downloaded for the network's 7 days of retention, then it has expired", async () => {
  // Sessions last hours: the owner signs in again each time he comes back for the file.
  const asOwner = async () => exportsClient(t.app, (await signIn(t.app, ACME, 'owner', 'owner@acme.test')).token);
  const job = (await (await asOwner()).create('offers')).json().payload as { id: number };
  expect((await (await asOwner()).finished(job.id)).status).toBe('done');
  later(7 * DAY - MINUTE);
  expect((await (await asOwner()).file(job.id)).statusCode).toBe(200);
  later(2 * MINUTE);
  const expired = await (await asOwner()).file(job.id);
  expect(expired.statusCode).not.toBe(200);
  expect(body(expired).err).toBe(1);
  expect((await (await asOwner()).job(job.id)).status).toBe('expired');
});

it("the demo traffic covers the 90 days up to today, in each network's own time zone", async () => {
  const now = new Date(TEST_NOW);
  for (const [slug, zone] of [
    ['acme', 'America/New_York'],
    ['globex', 'Asia/Kolkata'],
  ] as const) {
    const network = await t.app.ctx.platform.networkBySlug(slug);
    const days = (await dayStats(t.app.ctx.db, { networkId: network?.id })).map((row) => row.day);
    const today = localDayOf(now, zone);
    expect({ first: days[0], last: days.at(-1) }).toEqual({ first: addDays(today, -89), last: today });
  }
});
