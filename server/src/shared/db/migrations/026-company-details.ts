import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * The network's company details (issue 30): who issues its invoices, and the language its documents are written in.
 * One row per network, made on the owner's first save; a network without one prints its name and English.
 */
export function companyDetailsSchema(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  const reference = postgres ? ('bigint' as const) : ('integer' as const);
  const instant = postgres ? ('timestamptz' as const) : ('varchar(30)' as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('company_details')
        .addColumn('network_id', reference, (c) => c.primaryKey().references('networks.id').onDelete('cascade'))
        .addColumn('legal_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('address', 'varchar(500)', (c) => c.notNull())
        .addColumn('country', 'varchar(2)', (c) => c.notNull())
        .addColumn('tax_id', 'varchar(50)', (c) => c.notNull())
        .addColumn('billing_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('document_language', 'varchar(5)', (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('company_details').execute();
    },
  };
}
