import type { Kysely, Migration } from 'kysely';
import { type DialectName, withIdColumn } from '../dialect';

/** Mails wait in an outbox, written with what they tell of, and a worker sends them after the answer. */
export function mailOutboxSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(dialect, db.schema.createTable('mail_outbox'))
        .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_at']).execute();
    },
  };
}
