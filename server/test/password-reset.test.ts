import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACME, body, buildTestApp, GLOBEX, loginRequest, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, host = ACME) =>
  t.app.inject({ method: 'POST', url, headers: { host }, payload });

function mailFiles(): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'mail')).sort();
  } catch {
    return [];
  }
}

/** Asks for a reset and returns the mail text and the link token from it. */
async function requestReset(email: string, host = ACME) {
  const before = new Set(mailFiles());
  const response = await post('/auth/forgetpassword', { email }, host);
  expect(body(response)).toEqual({
    err: 0,
    msg: 'If an account exists for this email, we have sent a link to reset the password.',
  });
  // The answer came before the look-up; the mail goes out through the outbox.
  await t.app.ctx.background.idle();
  await t.app.ctx.mail.drain();
  const added = mailFiles().filter((file) => !before.has(file));
  if (added.length === 0) return null;
  const mail = readFileSync(path.join(t.dataDir, 'mail', added[0] as string), 'utf8');
  const link = /https?:\/\/(\S+)\/reset-password\?link=([A-Za-z0-9_-]+)/.exec(mail);
  return { mail, host: link?.[1], token: link?.[2] as string };
}

describe('password reset through the mailed link', () => {
  it('resets once with the link from the mail file and ends old sessions', async () => {
    const oldSession = await signIn(t.app, ACME, 'member', 'publisher@acme.test');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // sessions issued before the reset's second end
    const sent = await requestReset('Publisher@Acme.test');
    expect(sent?.mail).toMatch(/^To: publisher@acme\.test$/m);
    expect(sent?.mail).toMatch(/^Subject: Reset your password$/m);
    expect(sent?.host).toBe(ACME);
    const token = sent?.token as string;

    expect(body(await post('/auth/checkurl', { link: token }))).toEqual({
      err: 0,
      msg: 'Link is valid',
      payload: { email: 'publisher@acme.test' },
    });
    const weak = await post('/auth/resetpassword', { link: token, password: 'short1' });
    expect(body(weak).msg).toBe('password: must be at least 8 characters long');
    const reset = await post('/auth/resetpassword', { link: token, password: 'Brand-new-pass-1' });
    expect(body(reset)).toEqual({ err: 0, msg: 'Your password has been changed. You can sign in now.' });

    expect((await loginRequest(t.app, ACME, 'member', 'publisher@acme.test')).statusCode).toBe(400);
    await signIn(t.app, ACME, 'member', 'publisher@acme.test', 'Brand-new-pass-1');
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/publisher/get',
      headers: { host: ACME, authorization: oldSession.token },
    });
    expect(old.statusCode).toBe(401);

    const again = await post('/auth/resetpassword', { link: token, password: 'Another-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toBe('This reset link is invalid or has expired');
    expect((await post('/auth/checkurl', { link: token })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const sent = await requestReset('advertiser@acme.test');
    await t.app.ctx.db.updateTable('password_resets').set({ expires_at: '2020-01-01T00:00:00.000Z' }).execute();
    const response = await post('/auth/resetpassword', { link: sent?.token, password: 'Brand-new-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ err: 1, msg: 'This reset link is invalid or has expired' });
    expect((await post('/auth/checkurl', { link: sent?.token })).statusCode).toBe(400);
  });

  it('sends nothing for unknown emails or another network’s user, but answers the same', async () => {
    expect(await requestReset('nobody@acme.test')).toBeNull();
    expect(await requestReset('owner@globex.test', ACME)).toBeNull();
    expect(await requestReset('owner@globex.test', GLOBEX)).not.toBeNull();
  });

  it('mails the super admin a link to the base domain when the host is not a network', async () => {
    const sent = await requestReset('admin@affnet.test', 'attacker.example');
    expect(sent?.host).toBe('localhost:3000');
  });

  it('refuses unknown and malformed links', async () => {
    expect(body(await post('/auth/checkurl', { link: 'A'.repeat(43) })).msg).toBe(
      'This reset link is invalid or has expired',
    );
    expect(body(await post('/auth/checkurl', { link: 'bad link!' })).msg).toBe('link: is not a valid link or token');
  });
});
