import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { OutboxRow, PostbackDeliveriesTable, PostbackOutboxTable } from '../shared/db/schema-postbacks';
import { type Lease, leaseIsFree } from '../shared/jobs/lease';

/**
 * Outgoing postbacks across networks: one delivery worker serves the outbox of every network (its rows carry their
 * network), and the delivery history is pruned for all networks at once. Nothing here answers a network's user.
 * A row is the worker's while its lease, `lease_owner` until `lease_until`, holds.
 */
export function postbackPlatformStore(db: Kysely<Database>) {
  return {
    /**
     * Leases up to `batch` due rows and counts the attempt. They are looked for first, a read: an UPDATE takes
     * SQLite's write lock, waiting (and holding up every request of this thread) while the click writer's thread
     * commits a batch, and nothing is due most of the time. The UPDATE checks again that each row is still due and
     * free: another node may have claimed it in between.
     */
    claimDue: async (lease: Lease, batch: number): Promise<OutboxRow[]> => {
      const at = lease.now();
      const now = at.toISOString();
      const due = await db
        .selectFrom('postback_outbox')
        .select('id')
        .where('next_attempt_at', '<=', now)
        .where('state', '=', 'pending')
        .where(leaseIsFree('lease_until', now))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(batch)
        .execute();
      if (due.length === 0) return [];
      return db
        .updateTable('postback_outbox')
        .set({
          lease_owner: lease.owner,
          lease_until: lease.until(at),
          attempts: sql<number>`attempts + 1`,
          updated_at: now,
        })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .where('state', '=', 'pending')
        .where(leaseIsFree('lease_until', now))
        .returningAll()
        .execute();
    },

    /** Gives back rows claimed but not sent: due again at once, their claim not counted as an attempt. */
    release: async (lease: Lease, ids: number[]): Promise<void> => {
      if (ids.length === 0) return;
      await db
        .updateTable('postback_outbox')
        .set({ lease_owner: null, lease_until: null, attempts: sql<number>`attempts - 1` })
        .where('id', 'in', ids)
        .where('lease_owner', '=', lease.owner)
        .execute();
    },

    /** The delivery log's lines of attempts the worker made, each row in its own network. */
    logAttempts: (attempts: Insertable<PostbackDeliveriesTable>[]) =>
      db.insertInto('postback_deliveries').values(attempts).execute(),
    /** Moves an outbox row on that `owner` still holds; a row given up meanwhile (its postback deleted) stays so. */
    settleHeldDelivery: (id: number, owner: string, changes: Updateable<PostbackOutboxTable>) =>
      db
        .updateTable('postback_outbox')
        .set(changes)
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('state', '=', 'pending')
        .execute(),
    /** Forgets finished outbox rows (done or failed; pending ones never) and log lines from before `before`. */
    forgetHistoryBefore: async (before: string) => {
      const outbox = await db
        .deleteFrom('postback_outbox')
        .where('state', '!=', 'pending')
        .where('updated_at', '<', before)
        .executeTakeFirst();
      const log = await db.deleteFrom('postback_deliveries').where('created_at', '<', before).executeTakeFirst();
      return { outbox: Number(outbox.numDeletedRows), log: Number(log.numDeletedRows) };
    },
  };
}
