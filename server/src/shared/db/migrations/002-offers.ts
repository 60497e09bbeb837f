import { type Kysely, type Migration, sql } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect';

/** Offers, publishers' access to them, publisher API credentials, and the network's time zone and tracking domain. */
export function offersSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('networks')
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
        .execute();
      await db.schema.alterTable('networks').addColumn('tracking_domain', 'varchar(300)').execute();
      await db.schema.alterTable('networks').addColumn('fallback_url', 'varchar(500)').execute();
      await withIdColumn(dialect, db.schema.createTable('offers'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('preview_url', 'varchar(2000)', (c) => c.notNull())
        .addColumn('destination_url', 'varchar(2000)', (c) => c.notNull())
        .addColumn('advertiser_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('visibility', 'varchar(20)', (c) => c.notNull())
        .addColumn('payout_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('revenue', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('countries', 'text', (c) => c.notNull())
        .addColumn('os', 'text', (c) => c.notNull())
        .addColumn('devices', 'text', (c) => c.notNull())
        .addColumn('daily_cap', 'integer')
        .addColumn('monthly_cap', 'integer')
        .addColumn('kpi', 'text', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('thumbnail_url', 'varchar(2000)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('offers_network_status').on('offers').columns(['network_id', 'status']).execute();
      await db.schema
        .createTable('offer_access')
        .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
        .addColumn('publisher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('decided_at', 'varchar(30)')
        .addPrimaryKeyConstraint('offer_access_pk', ['offer_id', 'publisher_id'])
        .execute();
      await db.schema
        .createIndex('offer_access_network_status')
        .on('offer_access')
        .columns(['network_id', 'status'])
        .execute();
      await db.schema
        .createTable('publisher_credentials')
        .addColumn('publisher_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('apikey', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('secret_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['publisher_credentials', 'offer_access', 'offers'])
        await db.schema.dropTable(table).execute();
      for (const column of ['fallback_url', 'tracking_domain', 'time_zone']) {
        await sql`alter table networks drop column ${sql.ref(column)}`.execute(db);
      }
    },
  };
}
