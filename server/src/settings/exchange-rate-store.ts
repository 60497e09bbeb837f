import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { ExchangeRatesTable } from '../shared/db/schema-rollups';

/** The owner's exchange rates of one network (networks.id), a history: a rate is added, never changed. */
export function exchangeRateStore(db: Kysely<Database>, networkId: number) {
  return {
    /** Every rate set, newest first, with the name of who set it. */
    history: () =>
      db
        .selectFrom('exchange_rates as r')
        .leftJoin('users as u', 'u.id', 'r.created_by')
        .select(['r.id', 'r.currency', 'r.to_currency', 'r.rate', 'r.valid_from', 'r.created_at', 'u.name'])
        .where('r.network_id', '=', networkId)
        .orderBy('r.id', 'desc')
        .execute(),
    /** The currencies the network's offers pay in. */
    offerCurrencies: async () =>
      (await db.selectFrom('offers').select('currency').distinct().where('network_id', '=', networkId).execute()).map(
        (o) => o.currency,
      ),
    addRate: (rate: Omit<Insertable<ExchangeRatesTable>, 'network_id'>) =>
      db
        .insertInto('exchange_rates')
        .values({ ...rate, network_id: networkId })
        .execute(),
  };
}
