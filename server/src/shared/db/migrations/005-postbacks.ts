import type { Kysely, Migration } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect';

/** Schema of publisher postbacks, the delivery outbox and delivery log (issue 5 postbacks). */
export function postbacksSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(dialect, db.schema.createTable('postbacks'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('publisher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('offer_id', 'integer')
        .addColumn('url', 'varchar(2000)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('pending_action', 'varchar(20)')
        .addColumn('pending_url', 'varchar(2000)')
        .addColumn('pending_offer_id', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('postbacks_network_publisher')
        .on('postbacks')
        .columns(['network_id', 'publisher_id'])
        .execute();
      await withIdColumn(dialect, db.schema.createTable('postback_outbox'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('dedup_key', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('postback_id', 'integer')
        .addColumn('forwarding_id', 'integer')
        .addColumn('publisher_id', 'integer')
        .addColumn('conversion_id', 'integer')
        .addColumn('click_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('url', 'varchar(4000)', (c) => c.notNull())
        .addColumn('state', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('postback_outbox_due')
        .on('postback_outbox')
        .columns(['state', 'next_attempt_at'])
        .execute();
      await withIdColumn(dialect, db.schema.createTable('postback_deliveries'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('outbox_id', 'integer', (c) => c.notNull())
        .addColumn('postback_id', 'integer')
        .addColumn('forwarding_id', 'integer')
        .addColumn('publisher_id', 'integer')
        .addColumn('conversion_id', 'integer')
        .addColumn('click_id', 'varchar(100)', (c) => c.notNull())
        .addColumn('url', 'varchar(4000)', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'varchar(500)')
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('postback_deliveries_postback')
        .on('postback_deliveries')
        .columns(['network_id', 'postback_id', 'id'])
        .execute();
      await db.schema
        .createIndex('postback_deliveries_forwarding')
        .on('postback_deliveries')
        .columns(['network_id', 'forwarding_id', 'id'])
        .execute();
    },
  };
}
