import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Schema of super admin network review: one row per network that signed up through
 * `POST /user/network/register` (networks created by the platform have none, so they are never "new").
 */
export function networksSchema(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('network_reviews')
        .addColumn('network_id', 'integer', (c) => c.primaryKey().references('networks.id').onDelete('cascade'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('registered_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('reviewed_at', 'varchar(30)')
        .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('network_reviews_status').on('network_reviews').column('status').execute();
    },
  };
}
