import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The day a publisher's invoice is payable (issue 30's payment terms): given at approval from his term, the network's
 * or his own (the period's last day plus N for net-N days, the approval day for a monthly, twice-monthly or weekly
 * term). Null while a draft, and on invoices approved before this column.
 */
export function payableDaySchema(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('publisher_invoices').addColumn('payable_on', 'varchar(10)').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table publisher_invoices drop column payable_on`.execute(db);
    },
  };
}
