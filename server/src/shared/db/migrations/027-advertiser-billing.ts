import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/** Its tables, children first: the order they go down in. */
export const BILLING_TABLES = [
  'advertiser_invoice_conversions',
  'advertiser_invoice_lines',
  'billing_adjustments',
  'advertiser_invoice_counters',
  'advertiser_invoices',
  'billing_runs',
  'billing_terms',
] as const;

/**
 * Advertiser billing (issue 30): what advertisers owe a network, beside what it owes publishers (024). A network's
 * payment term for advertisers (net days after the issue date), billing runs of a period, the advertiser invoices a run
 * proposes and its sending numbers (per network, their own series, gapless: a counter row taken in the sending's
 * transaction), their lines, the conversions a sent invoice holds (each in one advertiser invoice at most) and
 * adjustments waiting for the next invoice (a later status change of a held conversion).
 */
export function advertiserBillingSchema(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  const reference = postgres ? ('bigint' as const) : ('integer' as const);
  const instant = postgres ? ('timestamptz' as const) : ('varchar(30)' as const);
  const ofNetwork = (c: ColumnDefinitionBuilder) => c.notNull().references('networks.id').onDelete('cascade');
  const network = ['network_id', reference, ofNetwork] as const;
  const advertiser = [
    'advertiser_id',
    reference,
    (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade'),
  ] as const;
  return {
    async up(kysely: Kysely<unknown>) {
      const db = (table: string) => kysely.schema.createTable(table);
      const id = (table: string) =>
        db(table).addColumn('id', reference, (c) =>
          postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        );
      await db('billing_terms')
        .addColumn('network_id', reference, (c) => c.primaryKey().references('networks.id').onDelete('cascade'))
        .addColumn('net_days', 'integer', (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await id('billing_runs')
        .addColumn(...network)
        .addColumn('period_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('period_to', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_by', reference, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('sent_by', reference, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('sent_at', instant)
        // Two runs of one period at once (two tabs, two nodes) end as one.
        .addUniqueConstraint('billing_runs_network_period', ['network_id', 'period_from', 'period_to'])
        .execute();
      await id('advertiser_invoices')
        .addColumn(...network)
        .addColumn('run_id', reference, (c) => c.notNull().references('billing_runs.id').onDelete('cascade'))
        .addColumn(...advertiser)
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('number', 'integer')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('sent_at', instant)
        // Days of the network's zone (YYYY-MM-DD): issued when sent, due net days later.
        .addColumn('issued_on', 'varchar(10)')
        .addColumn('due_on', 'varchar(10)')
        .addColumn('paid_at', 'varchar(10)')
        .addColumn('paid_reference', 'varchar(200)')
        .addUniqueConstraint('advertiser_invoices_number', ['network_id', 'number'])
        .addUniqueConstraint('advertiser_invoices_run_advertiser', ['run_id', 'advertiser_id', 'currency'])
        .execute();
      await db('advertiser_invoice_counters')
        .addColumn('network_id', reference, (c) => c.primaryKey().references('networks.id').onDelete('cascade'))
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      await id('billing_adjustments')
        .addColumn(...network)
        .addColumn(...advertiser)
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)', (c) => c.notNull())
        .addColumn('conversion_id', reference, (c) => c.references('conversions.id').onDelete('set null'))
        // Null while it waits; the sent invoice that took it.
        .addColumn('invoice_id', reference, (c) => c.references('advertiser_invoices.id').onDelete('set null'))
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await id('advertiser_invoice_lines')
        .addColumn(...network)
        .addColumn('invoice_id', reference, (c) => c.notNull().references('advertiser_invoices.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('offer_id', reference, (c) => c.references('offers.id').onDelete('set null'))
        // The offer's name when the line was made: a sent invoice does not change with a later rename.
        .addColumn('offer_name', 'varchar(200)')
        .addColumn('goal', 'varchar(50)')
        .addColumn('conversions', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)')
        .addColumn('adjustment_id', reference, (c) => c.references('billing_adjustments.id').onDelete('set null'))
        .execute();
      await db('advertiser_invoice_conversions')
        .addColumn('conversion_id', reference, (c) => c.primaryKey().references('conversions.id').onDelete('cascade'))
        .addColumn(...network)
        .addColumn('invoice_id', reference, (c) => c.notNull().references('advertiser_invoices.id').onDelete('cascade'))
        .execute();
      const index = (name: string, table: string, columns: string[]) =>
        kysely.schema.createIndex(name).on(table).columns(columns).execute();
      await index('advertiser_invoice_lines_invoice', 'advertiser_invoice_lines', ['invoice_id']);
      await index('advertiser_invoice_conversions_invoice', 'advertiser_invoice_conversions', ['invoice_id']);
      await index('billing_adjustments_waiting', 'billing_adjustments', [
        'network_id',
        'advertiser_id',
        'currency',
        'invoice_id',
      ]);
    },
    async down(kysely: Kysely<unknown>) {
      for (const table of BILLING_TABLES) await kysely.schema.dropTable(table).execute();
    },
  };
}
