import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';
import { type Lease, leaseIsFree } from '../jobs/lease';
import type { MailMessage } from './mailer';

/** What became of an attempt: sent, or refused with the error and when to try again (null: given up). */
export type MailOutcome = { sentAt: string } | { error: string; retryAt: string | null };

export type QueuedMail = Pick<Selectable<MailOutboxTable>, 'id' | 'to_address' | 'subject' | 'body' | 'attempts'>;

/**
 * The mail outbox's queries (platform-level: a mail is addressed to a person, whichever network). The worker's lease
 * is `locked_until`; a mail is the worker's while it holds the lease value it wrote.
 */
export function mailStore(db: Kysely<Database>) {
  return {
    /** In the caller's transaction when it has one (the reset link and its mail are written together or not at all). */
    queue: (message: MailMessage, now: Date) =>
      db
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
        .execute(),

    /** Mails due and free at `now`, oldest first: looked for before a claim, which checks again. */
    due: (now: Date, limit: number) =>
      db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'body', 'attempts'])
        .where('state', '=', 'queued')
        .where('next_at', '<=', now.toISOString())
        .where(leaseIsFree('locked_until', now.toISOString()))
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Takes one mail under the lease; false when another worker took it first. */
    claim: async (id: number, lease: Lease, now: Date) => {
      const taken = await db
        .updateTable('mail_outbox')
        .set({ locked_until: lease.until(now) })
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .where(leaseIsFree('locked_until', now.toISOString()))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    /**
     * Moves a claimed mail on after its attempt: sent, queued again for `retryAt`, or failed (no `retryAt`). Only while
     * the lease taken at `claimedAt` is still this worker's: one that stalled past it leaves the mail to its new holder.
     */
    finish: (mail: QueuedMail, lease: Lease, claimedAt: Date, outcome: MailOutcome) =>
      db
        .updateTable('mail_outbox')
        .set(
          'sentAt' in outcome
            ? { state: 'sent', sent_at: outcome.sentAt, locked_until: null, attempts: mail.attempts + 1 }
            : {
                state: outcome.retryAt === null ? 'failed' : 'queued',
                attempts: mail.attempts + 1,
                last_error: outcome.error.slice(0, 500),
                locked_until: null,
                ...(outcome.retryAt === null ? {} : { next_at: outcome.retryAt }),
              },
        )
        .where('id', '=', mail.id)
        .where('locked_until', '=', lease.until(claimedAt))
        .execute(),
  };
}
