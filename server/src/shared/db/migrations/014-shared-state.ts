import type { Kysely, Migration } from 'kysely';

/**
 * What API nodes used to keep in their own memory, in the database they all share: failed sign-ins, request
 * counters of the rate limits, and the lease of a running export (a node that dies gives its jobs back when the
 * lease runs out; another node's running jobs are never taken).
 */
export function sharedStateSchema(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('key', 'varchar(400)', (c) => c.notNull())
        .addColumn('at_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_failures_key_at').on('sign_in_failures').columns(['key', 'at_ms']).execute();
      await db.schema
        .createTable('rate_limit_counters')
        .addColumn('key', 'varchar(500)', (c) => c.primaryKey())
        .addColumn('window_start_ms', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('export_jobs').addColumn('lease_owner', 'varchar(40)').execute();
      await db.schema.alterTable('export_jobs').addColumn('lease_until', 'varchar(30)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('export_jobs').dropColumn('lease_until').execute();
      await db.schema.alterTable('export_jobs').dropColumn('lease_owner').execute();
      await db.schema.dropTable('rate_limit_counters').execute();
      await db.schema.dropTable('sign_in_failures').execute();
    },
  };
}
