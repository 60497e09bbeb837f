import type { Kysely, Migration } from 'kysely';
import { bytesColumnType, type DialectName } from '../dialect';

/** Logos and export files in the database (FILE_STORE=database): every API node serves what any node stored. */
export function storedFilesSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stored_files')
        .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
        .addColumn('content', bytesColumnType(dialect), (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stored_files').execute();
    },
  };
}
