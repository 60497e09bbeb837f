import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Publishers and advertisers administration: the running conversion count behind each publisher's cutback,
 * and the withheld part of the rollups (counted in conversions/payout, taken away for the publisher's view).
 */
export function peopleSchema(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cutback_counters')
        .addColumn('publisher_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const table of ['daily_stats', 'hourly_stats']) {
        await db.schema
          .alterTable(table)
          .addColumn('withheld_conversions', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('withheld_payout', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
