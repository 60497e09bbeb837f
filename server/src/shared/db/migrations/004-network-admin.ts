import type { Kysely, Migration } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect';

/**
 * Tables shared by the network administration areas: per-network settings, postback forwarding settings,
 * the audit log, publisher cutback and auto-approve, and the withheld flag of cutback conversions.
 */
export function networkAdminSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('network_settings')
        .addColumn('network_id', 'integer', (c) => c.primaryKey().references('networks.id').onDelete('cascade'))
        .addColumn('parameter', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('custom_parameters', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('publisher_setting_string', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('offer_setting_keys', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('report_setting_keys', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('postback_approval', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_private_targets', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('export_retention_days', 'integer', (c) => c.notNull().defaultTo(7))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await withIdColumn(dialect, db.schema.createTable('postback_forwarding_settings'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('mode', 'varchar(20)', (c) => c.notNull())
        .addColumn('url', 'varchar(2000)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('postback_forwarding_network')
        .on('postback_forwarding_settings')
        .column('network_id')
        .execute();
      await withIdColumn(dialect, db.schema.createTable('audit_log'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('log_status', 'varchar(500)', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_network').on('audit_log').columns(['network_id', 'id']).execute();
      await db.schema
        .alterTable('users')
        .addColumn('auto_approve', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('cutback_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('conversions')
        .addColumn('withheld', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
