import type { FastifyBaseLogger } from 'fastify';
import { startClockAt } from '../src/shared/clock';
import type { Mailer, MailMessage } from '../src/shared/mail/mailer';
import { MailWorker, queueMail } from '../src/shared/mail/outbox';
import { ACME, buildTestApp, type TestApp } from './helpers';
import { TEST_NOW } from './instants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MAIL_WORKER: 'off' });
});
afterAll(() => t.close());
beforeEach(() => t.app.ctx.db.deleteFrom('mail_outbox').execute());

const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn() } as unknown as FastifyBaseLogger;
const MESSAGE: MailMessage = { to: 'ana@example.com', subject: 'Hello', text: 'A link' };

function worker(send: (message: MailMessage) => Promise<void>, at = new Date(TEST_NOW)) {
  const mailer: Mailer = { send };
  return new MailWorker(t.app.ctx.db, mailer, { pollMs: 60_000, log, now: () => at });
}

const rows = () => t.app.ctx.db.selectFrom('mail_outbox').selectAll().execute();

describe('the mail outbox', () => {
  it('sends a queued mail once and marks it sent', async () => {
    await queueMail(t.app.ctx.db, MESSAGE, new Date(TEST_NOW));
    const send = jest.fn(async () => {});
    const mails = worker(send);
    expect(await mails.runOnce()).toBe(1);
    expect(await mails.runOnce()).toBe(0);
    expect(send).toHaveBeenCalledWith(MESSAGE);
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 1 }]);
  });

  it('keeps a mail the mail server refused, tries it again later, and gives up after eight attempts', async () => {
    await queueMail(t.app.ctx.db, MESSAGE, new Date(TEST_NOW));
    const send = jest.fn(async () => {
      throw new Error('421 try again later');
    });
    let at = new Date(TEST_NOW);
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await worker(send, at).runOnce()).toBe(1);
      // Not again before its wait is over.
      expect(await worker(send, at).runOnce()).toBe(0);
      at = new Date(at.getTime() + 30_000 * 2 ** (attempt - 1));
    }
    expect(send).toHaveBeenCalledTimes(8);
    expect(await rows()).toMatchObject([{ state: 'failed', attempts: 8, last_error: '421 try again later' }]);
    expect(await worker(send, new Date(at.getTime() + 86_400_000)).runOnce()).toBe(0);
  });

  it('two workers never send the same mail', async () => {
    for (let i = 0; i < 10; i++) await queueMail(t.app.ctx.db, { ...MESSAGE, subject: `#${i}` }, new Date(TEST_NOW));
    const sent: string[] = [];
    const send = async (message: MailMessage) => {
      sent.push(message.subject);
    };
    const [a, b] = await Promise.all([worker(send).runOnce(), worker(send).runOnce()]);
    expect(a + b).toBe(10);
    expect(sent.sort()).toEqual([...Array(10).keys()].map((i) => `#${i}`).sort());
  });

  it('a worker that stalled past its lease leaves the mail to the worker that took it', async () => {
    await queueMail(t.app.ctx.db, MESSAGE, new Date(TEST_NOW));
    let refuse: (error: Error) => void = () => {};
    let sending: () => void = () => {};
    const claimed = new Promise<void>((resolve) => (sending = resolve));
    const stalled = worker(() => {
      sending();
      return new Promise<void>((_, reject) => (refuse = reject));
    }).runOnce();
    await claimed;
    const later = new Date(new Date(TEST_NOW).getTime() + 61_000);
    expect(await worker(async () => {}, later).runOnce()).toBe(1);
    refuse(new Error('421 too late'));
    expect(await stalled).toBe(1);
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 1, last_error: null }]);
  });
});

describe('forgot password', () => {
  it('answers the same, before looking anything up, for an account that exists and one that does not', async () => {
    startClockAt(TEST_NOW);
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/auth/forgetpassword', headers: { host: ACME }, payload: { email } });
    const known = await ask('advertiser@acme.test');
    const unknown = await ask('nobody@acme.test');
    expect(known.body).toBe(unknown.body);
    // The look-up runs after the answer, and queues the one mail.
    await t.app.ctx.background.idle();
    expect((await rows()).map((row) => row.to_address)).toEqual(['advertiser@acme.test']);
  });
});
