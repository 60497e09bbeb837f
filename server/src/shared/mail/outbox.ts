import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { now as clockNow } from '../clock';
import type { Database } from '../db/schema';
import { type Backoff, retryAt } from '../jobs/backoff';
import { JobRunner } from '../jobs/job-runner';
import { Lease } from '../jobs/lease';
import { mailStore, type QueuedMail } from './mail-store';
import type { Mailer, MailMessage } from './mailer';

/** Attempts before a mail is given up, the waits doubling from 30 s (30 s, 1 min … about 1 h in all). */
const MAIL_BACKOFF: Backoff = { baseMs: 30_000, maxAttempts: 8 };
/** How long a claimed mail stays this worker's: a worker that died releases it when this runs out. */
const LEASE_MS = 60_000;
const BATCH = 20;

/** What services use: queue a mail (with the transaction it belongs to, if any); the worker is woken. */
export interface MailOutbox {
  queue(message: MailMessage, db?: Kysely<Database>): Promise<void>;
  /** Sends everything due now and resolves when done (the server's close; tests). */
  drain(): Promise<void>;
}

/**
 * Queues a mail in the outbox, in the caller's transaction when it has one (the reset link and its mail are written
 * together or not at all). The worker sends it after the answer.
 */
export async function queueMail(db: Kysely<Database>, message: MailMessage, now = clockNow()): Promise<void> {
  await mailStore(db).queue(message, now);
}

/**
 * Sends the outbox's mails through the mailer, a few at a time: on a failure the mail waits and is tried again,
 * given up (`failed`, the error kept) after MAIL_BACKOFF's attempts. Woken at once when a mail is queued (`wake`),
 * else it looks every `pollMs`.
 */
export class MailWorker {
  private readonly store;
  private readonly lease: Lease;
  private readonly runner: JobRunner;

  constructor(
    db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly options: { pollMs: number; log: FastifyBaseLogger; now?: () => Date },
  ) {
    this.store = mailStore(db);
    // The lease's value is what tells this worker's claim apart: no owner column is needed.
    this.lease = new Lease('mail worker', LEASE_MS, options.now);
    this.runner = new JobRunner({
      name: 'mail outbox',
      pass: () => this.runOnce(),
      batch: BATCH,
      pollMs: options.pollMs,
      log: options.log,
    });
  }

  start(): void {
    this.runner.start();
  }

  /** Sends what is due now; a call while a run goes on makes it run once more. */
  wake(): void {
    this.runner.wake();
  }

  drain(): Promise<void> {
    return this.runner.drain();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Claims the mails due now and sends them; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const now = this.lease.now();
    let claimed = 0;
    for (const mail of await this.store.due(now, BATCH)) {
      if (!(await this.store.claim(mail.id, this.lease, now))) continue;
      claimed += 1;
      await this.send(mail, now);
    }
    return claimed;
  }

  private async send(mail: QueuedMail, now: Date) {
    try {
      await this.mailer.send({ to: mail.to_address, subject: mail.subject, text: mail.body });
      await this.store.finish(mail, this.lease, now, { sentAt: now.toISOString() });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const next = retryAt(MAIL_BACKOFF, attempts, now.getTime());
      const message = (error instanceof Error && error.message) || String(error);
      this.options.log.warn({ err: error, mailId: mail.id, attempts, givenUp: next === null }, 'mail not sent');
      await this.store.finish(mail, this.lease, now, { error: message, retryAt: next });
    }
  }
}
