import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Settlement (issue 30): what a network owes its publishers and how it pays them. Payment terms and minimums per
 * network (a term per publisher overrides the network's), payout runs of a period, the publisher invoices a run
 * proposes and its approval numbers (per network, gapless: a counter row taken in the approval's transaction), their
 * lines, the conversions an approved invoice holds (each in one invoice at most: the primary key) and adjustments
 * waiting for the next invoice (a later status change of a held conversion, never a change of a sent invoice).
 */
export function settlementSchema(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  const reference = postgres ? ('bigint' as const) : ('integer' as const);
  const instant = postgres ? ('timestamptz' as const) : ('varchar(30)' as const);
  const ofNetwork = (c: ColumnDefinitionBuilder) => c.notNull().references('networks.id').onDelete('cascade');
  const network = ['network_id', reference, ofNetwork] as const;
  return {
    async up(kysely: Kysely<unknown>) {
      const schema = kysely.schema;
      const db = (table: string) => schema.createTable(table);
      // PostgreSQL: a bigint identity, as every table's id since migration 017.
      const id = (table: string) =>
        db(table).addColumn('id', reference, (c) =>
          postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        );
      await db('payment_terms')
        .addColumn(...network)
        // Null: the network's own term; otherwise one publisher's override.
        .addColumn('publisher_id', reference, (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('term', 'varchar(20)', (c) => c.notNull())
        .addColumn('net_days', 'integer')
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await sql`create unique index payment_terms_network_publisher
        on payment_terms (network_id, coalesce(publisher_id, 0))`.execute(kysely);
      await db('payout_minimums')
        .addColumn(...network)
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('payout_minimums_pk', ['network_id', 'currency'])
        .execute();
      await id('payout_runs')
        .addColumn(...network)
        .addColumn('period_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('period_to', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_by', reference, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('approved_by', reference, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('approved_at', instant)
        // Two runs of one period at once (two tabs, two nodes) end as one.
        .addUniqueConstraint('payout_runs_network_period', ['network_id', 'period_from', 'period_to'])
        .execute();
      await id('publisher_invoices')
        .addColumn(...network)
        .addColumn('run_id', reference, (c) => c.notNull().references('payout_runs.id').onDelete('cascade'))
        .addColumn('publisher_id', reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('number', 'integer')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('approved_at', instant)
        .addColumn('paid_at', 'varchar(10)')
        .addColumn('paid_reference', 'varchar(200)')
        .addUniqueConstraint('publisher_invoices_number', ['network_id', 'number'])
        .addUniqueConstraint('publisher_invoices_run_publisher', ['run_id', 'publisher_id', 'currency'])
        .execute();
      await db('invoice_counters')
        .addColumn('network_id', reference, (c) => c.primaryKey().references('networks.id').onDelete('cascade'))
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      await id('settlement_adjustments')
        .addColumn(...network)
        .addColumn('publisher_id', reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)', (c) => c.notNull())
        .addColumn('conversion_id', reference, (c) => c.references('conversions.id').onDelete('set null'))
        // Null while it waits; the approved invoice that took it.
        .addColumn('invoice_id', reference, (c) => c.references('publisher_invoices.id').onDelete('set null'))
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await id('invoice_lines')
        .addColumn(...network)
        .addColumn('invoice_id', reference, (c) => c.notNull().references('publisher_invoices.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('offer_id', reference, (c) => c.references('offers.id').onDelete('set null'))
        // The offer's name when the line was made: a sent invoice does not change with a later rename.
        .addColumn('offer_name', 'varchar(200)')
        .addColumn('goal', 'varchar(50)')
        .addColumn('conversions', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)')
        .addColumn('adjustment_id', reference, (c) => c.references('settlement_adjustments.id').onDelete('set null'))
        .execute();
      await db('invoice_conversions')
        .addColumn('conversion_id', reference, (c) => c.primaryKey().references('conversions.id').onDelete('cascade'))
        .addColumn(...network)
        .addColumn('invoice_id', reference, (c) => c.notNull().references('publisher_invoices.id').onDelete('cascade'))
        .execute();
      await schema.createIndex('invoice_lines_invoice').on('invoice_lines').column('invoice_id').execute();
      await schema.createIndex('invoice_conversions_invoice').on('invoice_conversions').column('invoice_id').execute();
      await schema
        .createIndex('settlement_adjustments_waiting')
        .on('settlement_adjustments')
        .columns(['network_id', 'publisher_id', 'currency', 'invoice_id'])
        .execute();
    },
    async down(kysely: Kysely<unknown>) {
      for (const table of [
        'invoice_conversions',
        'invoice_lines',
        'settlement_adjustments',
        'invoice_counters',
        'publisher_invoices',
        'payout_runs',
        'payout_minimums',
        'payment_terms',
      ]) {
        await kysely.schema.dropTable(table).execute();
      }
    },
  };
}
