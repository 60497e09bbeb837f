import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../helpers';
import { must, type Tokens } from './api';
import type { BaseIds, FixtureIds } from './types';

type PeopleIds = Pick<FixtureIds, 'spareAdvertiser' | 'manager' | 'accountToken' | 'resetLink' | 'doomedResetLink'>;

/** The link of the reset mail to `email` in the mail files (no SMTP in tests), if it was written. */
function mailedLink(t: TestApp, email: string): string | undefined {
  const folder = path.join(t.dataDir, 'mail');
  const mails = existsSync(folder)
    ? readdirSync(folder).map((file) => readFileSync(path.join(folder, file), 'utf8'))
    : [];
  const mail = mails.filter((text) => text.includes(`To: ${email}`) && text.includes('/reset-password?link=')).pop();
  return mail && /\/reset-password\?link=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
}

/** A publisher of his own who asked for a reset link, and the link. */
async function resetLinkOf(t: TestApp, tokens: Tokens, email: string): Promise<string> {
  const person = { name: 'Rita Reset', email, company_name: 'Reset Media', password: 'Welcome-2026', status: 'active' };
  await must(t.app, tokens.owner, 'POST', '/api/add/publisher', person);
  await must(t.app, null, 'POST', '/auth/forgetpassword', { email });
  // The answer does not wait for the look-up, and the mail goes out through the outbox. A drain may end while a run
  // it did not wait for still sends the mail: look again until the file is there.
  await t.app.ctx.background.idle();
  for (let tries = 0; tries < 100; tries++) {
    await t.app.ctx.mail.drain();
    const link = mailedLink(t, email);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

/** An advertiser and an account manager to edit, an account token and reset links, made through the API. */
export async function peopleFixtures(t: TestApp, tokens: Tokens, base: BaseIds): Promise<PeopleIds> {
  const { app } = t;
  const spareAdvertiser = await must<{ id: number }>(app, tokens.owner, 'POST', '/api/advertisers', {
    name: 'Ava Spare',
    email: 'ava@walk.test',
    company_name: 'Spare Brands',
  });
  const manager = await must<{ id: number }>(app, tokens.owner, 'POST', '/api/publisher/accounts', {
    name: 'Max Manager',
    email: 'max@walk.test',
    skypeId: '',
  });
  const { accountToken } = await must<{ accountToken: string }>(app, tokens.owner, 'POST', '/api/account/token', {
    user_id: base.publisher,
  });
  return {
    spareAdvertiser: spareAdvertiser.id,
    manager: manager.id,
    accountToken,
    // One link to check and another to use: using a link spends it.
    resetLink: await resetLinkOf(t, tokens, 'reset@walk.test'),
    doomedResetLink: await resetLinkOf(t, tokens, 'reset-doomed@walk.test'),
  };
}
