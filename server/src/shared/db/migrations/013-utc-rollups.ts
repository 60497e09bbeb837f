import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';
import { quarterMinuteSql } from '../dialect-sql';

const METRICS = [
  ['clicks', 'integer'],
  ['unique_clicks', 'integer'],
  ['conversions', 'integer'],
  ['payout', 'bigint'],
  ['revenue', 'bigint'],
  ['withheld_conversions', 'integer'],
  ['withheld_payout', 'bigint'],
] as const;

function withMetrics<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> {
  let builder = table;
  for (const [name, type] of METRICS) builder = builder.addColumn(name, type, (c) => c.notNull().defaultTo(0));
  return builder;
}

/** Every click and counted conversion of every network, into quarter_stats by the UTC quarter hour it happened in. */
async function fillQuarters(db: Kysely<unknown>, dialect: DialectName) {
  const quarter = (table: string) => quarterMinuteSql(dialect, sql.ref(`${table}.created_at`));
  const metrics = sql.raw(METRICS.map(([name]) => name).join(', '));
  const sums = sql.raw(METRICS.map(([name]) => `sum(${name})`).join(', '));
  await sql`insert into quarter_stats (network_id, utc_minute, offer_id, publisher_id, ${metrics})
    select network_id, utc_minute, offer_id, publisher_id, ${sums} from (
      select network_id, ${quarter('clicks')} as utc_minute, offer_id, publisher_id, 1 as clicks,
        is_unique as unique_clicks, 0 as conversions, payout, revenue, 0 as withheld_conversions, 0 as withheld_payout
      from clicks where status = 'accepted' and offer_id is not null and publisher_id is not null
      union all
      select network_id, ${quarter('conversions')}, offer_id, publisher_id, 0, 0, 1, payout, revenue, withheld,
        withheld * payout
      from conversions where status <> 'rejected'
    ) facts
    group by network_id, utc_minute, offer_id, publisher_id`.execute(db);
}

/**
 * Rollups in UTC quarter hours instead of network-local days and hours: a change of time zone no longer re-dates
 * them (nor the clicks). quarter_stats is filled from the raw clicks and conversions; the local day and hour rollups
 * of each zone (epoch) are built from it when first read. Raw reports filter clicks by their UTC time.
 */
export function utcRollupsSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withMetrics(
        db.schema
          .createTable('quarter_stats')
          .addColumn('network_id', 'integer', (c) => c.notNull())
          .addColumn('utc_minute', 'integer', (c) => c.notNull())
          .addColumn('offer_id', 'integer', (c) => c.notNull())
          .addColumn('publisher_id', 'integer', (c) => c.notNull()),
      )
        .addPrimaryKeyConstraint('quarter_stats_pk', ['network_id', 'utc_minute', 'offer_id', 'publisher_id'])
        .execute();
      for (const [table, time] of [
        ['local_day_stats', 'day'],
        ['local_hour_stats', 'hour'],
      ] as const) {
        await withMetrics(
          db.schema
            .createTable(table)
            .addColumn('network_id', 'integer', (c) => c.notNull())
            .addColumn('epoch', 'integer', (c) => c.notNull())
            .addColumn(time, 'integer', (c) => c.notNull())
            .addColumn('offer_id', 'integer', (c) => c.notNull())
            .addColumn('publisher_id', 'integer', (c) => c.notNull()),
        )
          // Days (hours) first: building a day deletes the rows of older epochs in the same range.
          .addPrimaryKeyConstraint(`${table}_pk`, ['network_id', time, 'epoch', 'offer_id', 'publisher_id'])
          .execute();
      }
      await db.schema
        .createTable('local_stats_days')
        .addColumn('network_id', 'integer', (c) => c.notNull())
        .addColumn('epoch', 'integer', (c) => c.notNull())
        .addColumn('day', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('local_stats_days_pk', ['network_id', 'day', 'epoch'])
        .execute();
      await db.schema
        .alterTable('networks')
        .addColumn('stats_epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await fillQuarters(db, dialect);
      await db.schema.dropTable('hourly_stats').execute();
      await db.schema.dropTable('daily_stats').execute();
      await db.schema.dropIndex('clicks_network_hour').execute();
      await db.schema.dropIndex('conversions_network_hour').execute();
      await db.schema
        .createIndex('clicks_network_created')
        .on('clicks')
        .columns(['network_id', 'created_at'])
        .execute();
    },

    /** Back to the local rollups of 003 and 006, empty. */
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('clicks_network_created').execute();
      await db.schema.createIndex('clicks_network_hour').on('clicks').columns(['network_id', 'local_hour']).execute();
      await db.schema
        .createIndex('conversions_network_hour')
        .on('conversions')
        .columns(['network_id', 'local_hour'])
        .execute();
      for (const [table, time] of [
        ['daily_stats', 'day'],
        ['hourly_stats', 'hour'],
      ] as const) {
        await withMetrics(
          db.schema
            .createTable(table)
            .addColumn('network_id', 'integer', (c) => c.notNull())
            .addColumn(time, 'varchar(13)', (c) => c.notNull())
            .addColumn('offer_id', 'integer', (c) => c.notNull())
            .addColumn('publisher_id', 'integer', (c) => c.notNull()),
        )
          .addPrimaryKeyConstraint(`${table}_pk`, ['network_id', time, 'offer_id', 'publisher_id'])
          .execute();
      }
      await db.schema.alterTable('networks').dropColumn('stats_epoch').execute();
      for (const table of ['local_stats_days', 'local_hour_stats', 'local_day_stats', 'quarter_stats'])
        await db.schema.dropTable(table).execute();
    },
  };
}
