import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { ConversionsTable, Database } from '../shared/db/schema';
import { dayNumberOf } from '../shared/zone-offsets';
import { offerConversionsOf } from '../statistics/offer-conversions';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Conversions of one network (networks.id): the offer a postback converts, the conversion's row, the publisher's
 * cutback count. Every query is bound to that network; the conversion's transaction passes itself as `db`.
 */
export function conversionStore(db: Db, networkId: number) {
  return {
    offer: (offerId: number) =>
      db
        .selectFrom('offers')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', offerId)
        .executeTakeFirst(),
    /**
     * Holds the offer's row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time anyway):
     * conversions of a capped offer are counted and recorded one after the other, on every node.
     */
    lockOffer: async (offerId: number, dialect: DialectName) => {
      if (dialect !== 'postgres') return;
      await db
        .selectFrom('offers')
        .select('id')
        .where('network_id', '=', networkId)
        .where('id', '=', offerId)
        .forUpdate()
        .execute();
    },
    conversionByDedupKey: (dedupKey: string) =>
      db
        .selectFrom('conversions')
        .select(['id', 'status'])
        .where('network_id', '=', networkId)
        .where('dedup_key', '=', dedupKey)
        .executeTakeFirst(),
    conversion: (id: number) =>
      db
        .selectFrom('conversions')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** Approved + pending conversions of an offer over the local days from..to (YYYY-MM-DD) of the network's zone. */
    offerConversions: async (offerId: number, fromDay: string, toDay: string) => {
      const network = await db
        .selectFrom('networks')
        .select(['time_zone', 'stats_epoch'])
        .where('id', '=', networkId)
        .executeTakeFirstOrThrow();
      const local = { timeZone: network.time_zone, epoch: Number(network.stats_epoch) };
      return offerConversionsOf(db, networkId, local, offerId, dayNumberOf(fromDay), dayNumberOf(toDay));
    },
    insertConversion: async (conversion: Omit<Insertable<ConversionsTable>, 'network_id'>) =>
      (
        await db
          .insertInto('conversions')
          .values({ ...conversion, network_id: networkId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    setConversionStatus: (id: number, status: ConversionsTable['status']) =>
      db.updateTable('conversions').set({ status }).where('network_id', '=', networkId).where('id', '=', id).execute(),

    /** The share of a publisher's conversions the owner withholds (people's cutback), 0 when none. */
    cutbackPercent: async (publisherId: number) => {
      const publisher = await db
        .selectFrom('users')
        .select('cutback_percent')
        .where('network_id', '=', networkId)
        .where('id', '=', publisherId)
        .executeTakeFirst();
      return Number(publisher?.cutback_percent ?? 0);
    },
    /** Counts one more conversion of the publisher under his cutback, in one statement; answers the new count. */
    countCutbackConversion: async (publisherId: number) => {
      const counter = await db
        .insertInto('cutback_counters')
        .values({ publisher_id: publisherId, network_id: networkId, seen: 1 })
        .onConflict((oc) => oc.column('publisher_id').doUpdateSet({ seen: sql<number>`cutback_counters.seen + 1` }))
        .returning('seen')
        .executeTakeFirstOrThrow();
      return Number(counter.seen);
    },
    resetCutbackCount: async (publisherId: number) => {
      await db
        .deleteFrom('cutback_counters')
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .execute();
    },
  };
}

export type ConversionStore = ReturnType<typeof conversionStore>;
