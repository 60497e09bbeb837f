import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * A publisher's own payout per goal (issue 27): `publisher_payouts` was unique per offer and publisher, so an owner
 * could not pay a publisher his own price on an offer's purchase besides its default goal. The key becomes offer,
 * publisher and goal, a null goal (the default one) counting as one value, so that an upsert still finds its row.
 * SQLite cannot drop a table's constraint: there the table is copied into one without it, every row kept.
 */
export function goalPayoutsSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        // 021's constraint, or the index of a migration done down and up again.
        await sql`alter table publisher_payouts drop constraint if exists publisher_payouts_offer_publisher`.execute(
          db,
        );
        await sql`drop index if exists publisher_payouts_offer_publisher`.execute(db);
      } else {
        await sql`create table publisher_payouts_next (
          network_id integer not null references networks(id) on delete cascade,
          offer_id integer not null references offers(id) on delete cascade,
          publisher_id integer not null references users(id) on delete cascade,
          goal varchar(50),
          payout bigint not null,
          created_at varchar(30) not null,
          updated_at varchar(30) not null
        )`.execute(db);
        await sql`insert into publisher_payouts_next select network_id, offer_id, publisher_id, goal, payout, created_at, updated_at from publisher_payouts`.execute(
          db,
        );
        await sql`drop table publisher_payouts`.execute(db);
        await sql`alter table publisher_payouts_next rename to publisher_payouts`.execute(db);
      }
      await sql`create unique index publisher_payouts_offer_publisher_goal
        on publisher_payouts (offer_id, publisher_id, coalesce(goal, ''))`.execute(db);
    },
    // Back to one payout per offer and publisher: refused while a publisher has his own payout on two goals.
    async down(db: Kysely<unknown>) {
      await sql`drop index publisher_payouts_offer_publisher_goal`.execute(db);
      await sql`create unique index publisher_payouts_offer_publisher on publisher_payouts (offer_id, publisher_id)`.execute(
        db,
      );
    },
  };
}
