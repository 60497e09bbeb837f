import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { PostbackDeliveriesTable, PostbackOutboxTable } from '../shared/db/schema-postbacks';

/**
 * Outgoing postbacks across networks: one delivery worker serves the outbox of every network (its rows carry their
 * network), and the delivery history is pruned for all networks at once. Nothing here answers a network's user.
 */
export function postbackPlatformStore(db: Kysely<Database>) {
  return {
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
