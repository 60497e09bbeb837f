import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import { rowLockSql } from '../shared/db/dialect-sql';
import type { Database } from '../shared/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Reads across networks, for the writers of clicks and conversions: one batch carries the clicks of every network,
 * written in one transaction, so it reads the zones and offers of all of them at once.
 */
export function statisticsPlatformStore(db: Db, dialect: DialectName) {
  return {
    /**
     * The zone and epoch of each network of a batch, held (on PostgreSQL) until the batch's transaction commits: a
     * change of zone, or a build of local days, waits for it.
     */
    zonesOf: async (networkIds: number[]) =>
      (
        await sql<{ id: number; time_zone: string; stats_epoch: number }>`
          select id, time_zone, stats_epoch from networks
          where id in (${sql.join(networkIds)})${rowLockSql(dialect, 'share')}`.execute(db)
      ).rows,
    /** The currency of each offer of a batch (the offer ids come from clicks already bound to their network). */
    offerCurrencies: (offerIds: number[]) =>
      db.selectFrom('offers').select(['id', 'currency']).where('id', 'in', offerIds).execute(),
  };
}
