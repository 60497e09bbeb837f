import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { OutboxRow } from '../shared/db/schema-postbacks';
import { type Lease, leaseIsFree } from '../shared/jobs/lease';

/**
 * The delivery worker's claims on the outbox, across networks (platform-level: one worker serves every network's
 * outbox, each row carrying its network). A row is the worker's while its lease, `lease_owner` until `lease_until`,
 * holds; what it does with a claimed row goes through `postbackPlatformStore`.
 */
export function deliveryQueueStore(db: Kysely<Database>) {
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
  };
}
