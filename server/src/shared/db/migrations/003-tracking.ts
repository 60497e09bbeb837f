import type { Kysely, Migration } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect';

const SUBS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;

/**
 * Clicks and conversions (raw, for drill-down and export) and the narrow rollups the reports read:
 * per network-local day × offer × publisher, and per network-local hour × offer × publisher.
 * `local_hour` (YYYY-MM-DDTHH in the network's time zone at write time) lets raw reports group and
 * filter by the same days as the rollups.
 */
export function trackingSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let clicks = db.schema
        .createTable('clicks')
        .addColumn('click_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('network_id', 'integer', (c) => c.notNull())
        .addColumn('offer_id', 'integer')
        .addColumn('publisher_id', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('local_hour', 'varchar(13)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(500)', (c) => c.notNull())
        .addColumn('country', 'varchar(2)')
        .addColumn('os', 'varchar(20)', (c) => c.notNull())
        .addColumn('device', 'varchar(20)', (c) => c.notNull());
      for (const sub of SUBS) clicks = clicks.addColumn(sub, 'varchar(200)');
      await clicks
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('reason', 'varchar(30)')
        .addColumn('is_unique', 'integer', (c) => c.notNull().defaultTo(0))
        // CPC offers pay per click: the click's payout and revenue (minor units), 0 for the other types.
        .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('revenue', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('clicks_network_hour').on('clicks').columns(['network_id', 'local_hour']).execute();

      await withIdColumn(dialect, db.schema.createTable('conversions'))
        .addColumn('network_id', 'integer', (c) => c.notNull())
        .addColumn('click_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('offer_id', 'integer', (c) => c.notNull())
        .addColumn('publisher_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('local_hour', 'varchar(13)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('reason', 'varchar(30)')
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('revenue', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('txn_id', 'varchar(200)')
        .addColumn('sale_amount', 'bigint')
        .addColumn('ip', 'varchar(64)')
        .addColumn('dedup_key', 'varchar(260)', (c) => c.notNull())
        .addUniqueConstraint('conversions_network_dedup', ['network_id', 'dedup_key'])
        .execute();
      await db.schema
        .createIndex('conversions_network_hour')
        .on('conversions')
        .columns(['network_id', 'local_hour'])
        .execute();
      await db.schema
        .createIndex('conversions_network_click')
        .on('conversions')
        .columns(['network_id', 'click_id'])
        .execute();

      for (const [table, key] of [
        ['daily_stats', 'day'],
        ['hourly_stats', 'hour'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn('network_id', 'integer', (c) => c.notNull())
          .addColumn(key, 'varchar(13)', (c) => c.notNull())
          .addColumn('offer_id', 'integer', (c) => c.notNull())
          .addColumn('publisher_id', 'integer', (c) => c.notNull())
          .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('unique_clicks', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('conversions', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('revenue', 'bigint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint(`${table}_pk`, ['network_id', key, 'offer_id', 'publisher_id'])
          .execute();
      }
      // One row per (network, local day, offer, publisher, ip): the first click of the day is the unique one.
      await db.schema
        .createTable('click_uniques')
        .addColumn('network_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('offer_id', 'integer', (c) => c.notNull())
        .addColumn('publisher_id', 'integer', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('click_uniques_pk', ['network_id', 'day', 'offer_id', 'publisher_id', 'ip'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['click_uniques', 'hourly_stats', 'daily_stats', 'conversions', 'clicks'])
        await db.schema.dropTable(table).execute();
    },
  };
}
