import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';

type Forwarding = { mode: Database['postback_forwarding_settings']['mode']; url: string };

/** Where one network (networks.id) forwards its conversions: its postback forwarding settings. */
export function forwardingStore(db: Kysely<Database>, networkId: number) {
  return {
    /** Oldest first. */
    list: () =>
      db
        .selectFrom('postback_forwarding_settings')
        .selectAll()
        .where('network_id', '=', networkId)
        .orderBy('id')
        .execute(),
    modeAndUrl: (id: number) =>
      db
        .selectFrom('postback_forwarding_settings')
        .select(['mode', 'url'])
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst(),
    add: (forwarding: Forwarding, now: string) =>
      db
        .insertInto('postback_forwarding_settings')
        .values({ ...forwarding, network_id: networkId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** The changed setting; none when the network has no such setting. */
    change: (id: number, forwarding: Forwarding, now: string) =>
      db
        .updateTable('postback_forwarding_settings')
        .set({ ...forwarding, updated_at: now })
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
    /** True when the network had the setting. */
    remove: async (id: number) => {
      const result = await db
        .deleteFrom('postback_forwarding_settings')
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** Its deliveries still waiting for a retry are given up (their log stays), as for a deleted postback. */
    giveUpWaitingDeliveries: (id: number, now: string) =>
      db
        .updateTable('postback_outbox')
        .set({ state: 'failed', updated_at: now })
        .where('network_id', '=', networkId)
        .where('forwarding_id', '=', id)
        .where('state', '=', 'pending')
        .execute(),
  };
}
