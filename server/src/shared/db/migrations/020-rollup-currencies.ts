import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
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
const ROLLUPS = ['quarter_stats', 'local_day_stats', 'local_hour_stats'] as const;

function withMetrics<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> {
  let builder = table;
  for (const [name, type] of METRICS) builder = builder.addColumn(name, type, (c) => c.notNull().defaultTo(0));
  return builder;
}

/** Ids are bigints on PostgreSQL since migration 017. */
const referenceType = (dialect: DialectName) => (dialect === 'postgres' ? 'bigint' : 'integer');

/** The rollup tables, with or without the currency as the last part of their key. */
async function createRollups(db: Kysely<unknown>, dialect: DialectName, withCurrency: boolean) {
  const ref = referenceType(dialect);
  // The key's columns as the builder types them (it cannot know `currency` was added only sometimes).
  const currency = (withCurrency ? ['currency'] : []) as never[];
  const keyed = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    withCurrency ? table.addColumn('currency', 'varchar(3)', (c) => c.notNull()) : table;
  await withMetrics(
    keyed(
      db.schema
        .createTable('quarter_stats')
        .addColumn('network_id', ref, (c) => c.notNull())
        .addColumn('utc_minute', 'integer', (c) => c.notNull())
        .addColumn('offer_id', ref, (c) => c.notNull())
        .addColumn('publisher_id', ref, (c) => c.notNull()),
    ),
  )
    .addPrimaryKeyConstraint('quarter_stats_pk', ['network_id', 'utc_minute', 'offer_id', 'publisher_id', ...currency])
    .execute();
  for (const [table, time] of [
    ['local_day_stats', 'day'],
    ['local_hour_stats', 'hour'],
  ] as const) {
    await withMetrics(
      keyed(
        db.schema
          .createTable(table)
          .addColumn('network_id', ref, (c) => c.notNull())
          .addColumn('epoch', 'integer', (c) => c.notNull())
          .addColumn(time, 'integer', (c) => c.notNull())
          .addColumn('offer_id', ref, (c) => c.notNull())
          .addColumn('publisher_id', ref, (c) => c.notNull()),
      ),
    )
      .addPrimaryKeyConstraint(`${table}_pk`, ['network_id', time, 'epoch', 'offer_id', 'publisher_id', ...currency])
      .execute();
  }
}

/**
 * quarter_stats again from the raw clicks (in their offer's currency) and counted conversions (in their own), so no
 * figure is lost; the local days are rebuilt from it when next read (local_stats_days emptied).
 */
async function fillQuarters(db: Kysely<unknown>, dialect: DialectName, withCurrency: boolean) {
  const quarter = (table: string) => quarterMinuteSql(dialect, sql.ref(`${table}.created_at`));
  const metrics = sql.raw(METRICS.map(([name]) => name).join(', '));
  const sums = sql.raw(METRICS.map(([name]) => `sum(${name})`).join(', '));
  const currency = sql.raw(withCurrency ? ', currency' : '');
  await sql`insert into quarter_stats (network_id, utc_minute, offer_id, publisher_id${currency}, ${metrics})
    select network_id, utc_minute, offer_id, publisher_id${currency}, ${sums} from (
      select k.network_id, ${quarter('k')} as utc_minute, k.offer_id, k.publisher_id, o.currency, 1 as clicks,
        k.is_unique as unique_clicks, 0 as conversions, k.payout, k.revenue, 0 as withheld_conversions,
        0 as withheld_payout
      from clicks k join offers o on o.id = k.offer_id
      where k.status = 'accepted' and k.publisher_id is not null
      union all
      select network_id, ${quarter('conversions')}, offer_id, publisher_id, currency, 0, 0, 1, payout, revenue,
        withheld, withheld * payout
      from conversions where status in ('approved', 'pending')
    ) facts
    group by network_id, utc_minute, offer_id, publisher_id${currency}`.execute(db);
  await sql`delete from local_stats_days`.execute(db);
}

async function rebuildRollups(db: Kysely<unknown>, dialect: DialectName, withCurrency: boolean) {
  for (const table of ROLLUPS) await db.schema.dropTable(table).execute();
  await createRollups(db, dialect, withCurrency);
  await fillQuarters(db, dialect, withCurrency);
}

/**
 * Issue 27: currencies are never added. The rollups keep the currency as a dimension (rebuilt from the raw rows,
 * which keep theirs); a network has a reporting currency (the one most of its offers use, as the reports took it
 * until now) and the exchange rates its owner keeps: one rate per currency from a day on, the history kept.
 */
export function rollupCurrenciesSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await rebuildRollups(db, dialect, true);
      await db.schema
        .alterTable('networks')
        .addColumn('reporting_currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
        .execute();
      await sql`update networks set reporting_currency = coalesce((
          select o.currency from offers o where o.network_id = networks.id
          group by o.currency order by count(*) desc, o.currency limit 1), 'USD')`.execute(db);
      const postgres = dialect === 'postgres';
      const table = db.schema.createTable('exchange_rates');
      await (postgres
        ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement())
      )
        .addColumn('network_id', referenceType(dialect), (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        // What one unit of `currency` is worth in `to_currency` (the reporting currency when it was set), as text.
        .addColumn('to_currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('rate', 'varchar(32)', (c) => c.notNull())
        .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', postgres ? 'timestamptz' : 'varchar(30)', (c) => c.notNull())
        .addColumn('created_by', referenceType(dialect))
        .execute();
      await db.schema
        .createIndex('exchange_rates_network')
        .on('exchange_rates')
        .columns(['network_id', 'currency', 'valid_from'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('exchange_rates').execute();
      await db.schema.alterTable('networks').dropColumn('reporting_currency').execute();
      await rebuildRollups(db, dialect, false);
    },
  };
}
