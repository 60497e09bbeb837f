import type { Kysely, Migration } from 'kysely';
import { bytesColumnType, type DialectName } from '../dialect';

/** Logos and export files in the database (FILE_STORE=database): every API node serves what any node stored. */
export function storedFilesSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A file in parts of at most a megabyte: one is written or read at a time, whatever the file's size.
      await db.schema
        .createTable('stored_files')
        .addColumn('key', 'varchar(300)', (c) => c.notNull())
        .addColumn('part', 'integer', (c) => c.notNull())
        .addColumn('content', bytesColumnType(dialect), (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('stored_files_pk', ['key', 'part'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stored_files').execute();
    },
  };
}
