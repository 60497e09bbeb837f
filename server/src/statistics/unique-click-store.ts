import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One network's (networks.id) unique-click keys: the first click of each local day, offer, publisher and IP. */
export function uniqueClickStore(db: Db, networkId: number) {
  return {
    /** The oldest day before `day` that still has keys; none when there is none. */
    oldestDayBefore: async (day: string) =>
      (
        await db
          .selectFrom('click_uniques')
          .select('day')
          .where('network_id', '=', networkId)
          .where('day', '<', day)
          .orderBy('day')
          .limit(1)
          .executeTakeFirst()
      )?.day,
    forgetDay: (day: string) =>
      db.deleteFrom('click_uniques').where('network_id', '=', networkId).where('day', '=', day).execute(),
  };
}
