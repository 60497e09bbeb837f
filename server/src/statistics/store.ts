import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';

/** What the statistics of one network (networks.id) read beside their figures: its zone, its rates, its names. */
export function statisticsStore(db: Kysely<Database>, networkId: number) {
  return {
    /** The zone of its statistics, the epoch of its local rollups in that zone, and its reporting currency. */
    network: () =>
      db
        .selectFrom('networks')
        .select(['time_zone', 'stats_epoch', 'reporting_currency'])
        .where('id', '=', networkId)
        .executeTakeFirstOrThrow(),
    advertiserOfferIds: async (advertiserId: number) =>
      (
        await db
          .selectFrom('offers')
          .select('id')
          .where('network_id', '=', networkId)
          .where('advertiser_id', '=', advertiserId)
          .execute()
      ).map((o) => o.id),
    /** The owner's rates into `reporting`, per currency oldest first (a later one of the same day last). */
    ratesInto: (reporting: string) =>
      db
        .selectFrom('exchange_rates')
        .select(['currency', 'rate', 'valid_from'])
        .where('network_id', '=', networkId)
        .where('to_currency', '=', reporting)
        .orderBy('currency')
        .orderBy('valid_from')
        .orderBy('id')
        .execute(),
    offerNames: () => db.selectFrom('offers').select(['id', 'name']).where('network_id', '=', networkId).execute(),
    peopleNames: () => db.selectFrom('users').select(['id', 'name']).where('network_id', '=', networkId).execute(),
  };
}
