import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Clicks of one network and what a click is checked against (tenantStore-style: every query is bound to networkId). */
export function trackingStore(db: Db, networkId: number) {
  return {
    networkId,
    acceptedClick: (clickId: string) =>
      db
        .selectFrom('clicks')
        .select(['click_id', 'offer_id', 'publisher_id', 'status'])
        .where('network_id', '=', networkId)
        .where('click_id', '=', clickId)
        .executeTakeFirst(),

    /** Every offer of the network, as the click catalogue holds them. */
    offers: () => db.selectFrom('offers').selectAll().where('network_id', '=', networkId).execute(),
    /** The ids of the network's active publishers: only their links send visitors on. */
    activePublishers: () =>
      db
        .selectFrom('users')
        .select('id')
        .where('network_id', '=', networkId)
        .where('role', '=', 'publisher')
        .where('status', '=', 'active')
        .execute(),
    /** Which publisher may run which offer (access 'allowed'). */
    allowedAccess: () =>
      db
        .selectFrom('offer_access')
        .select(['offer_id', 'publisher_id'])
        .where('network_id', '=', networkId)
        .where('status', '=', 'allowed')
        .execute(),
    /** The network's own name for Sub ID 1 in its links (network settings `parameter`); empty: none. */
    clickRefParameter: async () => {
      const row = await db
        .selectFrom('network_settings')
        .select('parameter')
        .where('network_id', '=', networkId)
        .executeTakeFirst();
      return row?.parameter ?? '';
    },
  };
}
