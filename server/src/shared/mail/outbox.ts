import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { now as clockNow } from '../clock';
import type { Database } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** Attempts before a mail is given up (the waits double from RETRY_BASE_MS: 30 s, 1 min … about 1 h in all). */
const MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 30_000;
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
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      state: 'queued',
      attempts: 0,
      next_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Sends the outbox's mails through the mailer, a few at a time: on a failure the mail waits and is tried again,
 * given up (`failed`, the error kept) after MAX_ATTEMPTS. Woken at once when a mail is queued (`wake`), else it
 * looks every `pollMs`.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly options: { pollMs: number; log: FastifyBaseLogger; now?: () => Date },
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    // Never keeps the process alive (jsdom's timers, in a test of browser code against the server, have no unref).
    (this.timer as { unref?: () => void }).unref?.();
    this.wake();
  }

  /** Sends what is due now; a call while a run goes on makes it run once more. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /**
   * Runs until nothing due is left and no run goes on: a run woken meanwhile (a mail queued a moment ago) may have
   * claimed what this one found missing, and is still sending it.
   */
  async drain(): Promise<void> {
    do {
      await this.running;
    } while ((await this.runOnce()) > 0 || this.running);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Claims the mails due now and sends them; answers how many were claimed. */
  async runOnce(): Promise<number> {
    const now = (this.options.now ?? clockNow)();
    const due = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('state', '=', 'queued')
      .where('next_at', '<=', now.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let claimed = 0;
    for (const mail of due) {
      const lease = new Date(now.getTime() + LEASE_MS).toISOString();
      const taken = await this.db
        .updateTable('mail_outbox')
        .set({ locked_until: lease })
        .where('id', '=', mail.id)
        .where('state', '=', 'queued')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      claimed += 1;
      await this.send(mail, now);
    }
    return claimed;
  }

  private async send(
    mail: { id: number; to_address: string; subject: string; body: string; attempts: number },
    now: Date,
  ) {
    try {
      await this.mailer.send({ to: mail.to_address, subject: mail.subject, text: mail.body });
      await this.db
        .updateTable('mail_outbox')
        .set({ state: 'sent', sent_at: now.toISOString(), locked_until: null, attempts: mail.attempts + 1 })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      const attempts = mail.attempts + 1;
      const givenUp = attempts >= MAX_ATTEMPTS;
      const message = (error instanceof Error && error.message) || String(error);
      this.options.log.warn({ err: error, mailId: mail.id, attempts, givenUp }, 'mail not sent');
      await this.db
        .updateTable('mail_outbox')
        .set({
          state: givenUp ? 'failed' : 'queued',
          attempts,
          last_error: message.slice(0, 500),
          locked_until: null,
          next_at: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)).toISOString(),
        })
        .where('id', '=', mail.id)
        .execute();
    }
  }
}
