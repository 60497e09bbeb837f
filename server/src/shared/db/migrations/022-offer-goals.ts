import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Goals (issue 27): an offer pays per event. Its default goal is the offer itself (its payout, revenue and caps), so
 * no row is written for it and every existing offer, postback and conversion stays as it was: a conversion's null
 * goal is the default one, with its amounts and currency untouched. Each further goal is a row of `offer_goals`,
 * named in postbacks by its slug (`goal=purchase`), unique per offer.
 */
export function offerGoalsSchema(dialect: DialectName): Migration {
  const postgres = dialect === 'postgres';
  const reference = postgres ? ('bigint' as const) : ('integer' as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('offer_goals')
        // PostgreSQL: a bigint identity, as every table's id since migration 017.
        .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
          postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('network_id', reference, (c) => c.notNull().references('networks.id').onDelete('cascade'))
        .addColumn('offer_id', reference, (c) => c.notNull().references('offers.id').onDelete('cascade'))
        .addColumn('slug', 'varchar(50)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('revenue', 'bigint', (c) => c.notNull())
        .addColumn('daily_cap', 'integer')
        .addColumn('monthly_cap', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .addUniqueConstraint('offer_goals_offer_slug', ['offer_id', 'slug'])
        .execute();
      await db.schema.alterTable('conversions').addColumn('goal', 'varchar(50)').execute();
      // A goal's caps count its conversions of a local day or month (conversions.ts).
      await db.schema
        .createIndex('conversions_offer_goal_hour')
        .on('conversions')
        .columns(['offer_id', 'goal', 'local_hour'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('conversions_offer_goal_hour').execute();
      await sql`alter table conversions drop column goal`.execute(db);
      await db.schema.dropTable('offer_goals').execute();
    },
  };
}
