import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * A publisher's own payout on an offer (issue 27): one row replaces the offer's payout for that publisher, in the
 * offer's payout type and currency. `goal` stays null until offers have goals; then a row may name one.
 */
export function publisherPayoutsSchema(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  const reference = postgres ? ('bigint' as const) : ('integer' as const);
  const instant = postgres ? ('timestamptz' as const) : ('varchar(30)' as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('publisher_payouts')
        .addColumn('network_id', reference, (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('offer_id', reference, (c) => c.notNull().references('offers.id').onDelete('cascade'))
        .addColumn('publisher_id', reference, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('goal', 'varchar(50)')
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addUniqueConstraint('publisher_payouts_offer_publisher', ['offer_id', 'publisher_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('publisher_payouts').execute();
    },
  };
}
