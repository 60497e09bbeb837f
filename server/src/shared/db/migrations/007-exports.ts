import type { Kysely, Migration } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect';

/** Schema of download center export jobs, and the index that lets conversions be read in keyset pages. */
export function exportsSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(dialect, db.schema.createTable('export_jobs'))
        .addColumn('network_id', 'integer', (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('file_path', 'varchar(200)')
        .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'varchar(500)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)')
        .addColumn('finished_at', 'varchar(30)')
        .addColumn('expires_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('export_jobs_user')
        .on('export_jobs')
        .columns(['network_id', 'user_id', 'id'])
        .execute();
      await db.schema.createIndex('export_jobs_status').on('export_jobs').columns(['status', 'id']).execute();
      await db.schema
        .createIndex('conversions_network_created')
        .on('conversions')
        .columns(['network_id', 'created_at', 'id'])
        .execute();
    },
  };
}
