import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * A publisher's payment details (issue 30): one row per publisher, the account fields of his method (the others
 * null) and his tax details. Invoices copy what they need when made, so a later change never rewrites a sent one.
 */
export function paymentDetailsSchema(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  const reference = postgres ? ('bigint' as const) : ('integer' as const);
  const instant = postgres ? ('timestamptz' as const) : ('varchar(30)' as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment_details')
        .addColumn('network_id', reference, (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('publisher_id', reference, (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('method', 'varchar(20)', (c) => c.notNull())
        .addColumn('account_holder', 'varchar(200)')
        .addColumn('iban', 'varchar(34)')
        .addColumn('account_number', 'varchar(40)')
        .addColumn('bic', 'varchar(11)')
        .addColumn('routing_code', 'varchar(11)')
        .addColumn('bank_name', 'varchar(200)')
        .addColumn('bank_address', 'varchar(500)')
        .addColumn('bank_country', 'varchar(2)')
        .addColumn('paypal_email', 'varchar(254)')
        .addColumn('tax_legal_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('tax_address', 'varchar(500)', (c) => c.notNull())
        .addColumn('tax_country', 'varchar(2)', (c) => c.notNull())
        .addColumn('tax_id', 'varchar(50)')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_details_network').on('payment_details').column('network_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_details').execute();
    },
  };
}
