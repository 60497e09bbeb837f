import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { nowIso } from '../shared/clock';
import type { DialectName } from '../shared/db/dialect';
import type { Database, OfferRow } from '../shared/db/schema';
import type { OfferGoalsTable } from '../shared/db/schema-offer-goals';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { firstOfMonth } from '../shared/time-zones';

/*
 * An offer's goals (issue 27). The default goal is the offer itself: its payout, revenue and caps, no row, and a
 * conversion's null goal. Every further goal is a row of offer_goals, named in a postback by its slug.
 */

/** The postback value that names the default goal explicitly; never a further goal's slug. */
export const DEFAULT_GOAL = 'default';

export type GoalRow = Omit<OfferGoalsTable, 'id'> & { id: number };

/** What a conversion of one goal is paid and capped by. */
export interface GoalTerms {
  /** Null: the default goal. */
  slug: string | null;
  id: number | null;
  payout: number;
  revenue: number;
  daily_cap: number | null;
  monthly_cap: number | null;
}

type GoalFields = Omit<Insertable<OfferGoalsTable>, 'id' | 'network_id' | 'offer_id' | 'created_at' | 'updated_at'>;

/** The goals of one network's offers (networks.id), as the owner adds, changes and removes them. */
export function goalStore(db: Kysely<Database>, networkId: number) {
  return {
    goals: (offerId: number) => goalsOf(db, networkId, offerId),
    goal: async (offerId: number, goalId: number) => {
      const row = await db
        .selectFrom('offer_goals')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('offer_id', '=', offerId)
        .where('id', '=', goalId)
        .executeTakeFirst();
      return row ? goalOfRow(row as GoalRow) : undefined;
    },
    add: async (offerId: number, goal: GoalFields) => {
      const now = nowIso();
      const added = await db
        .insertInto('offer_goals')
        .values({ ...goal, network_id: networkId, offer_id: offerId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return goalOfRow(added as GoalRow);
    },
    change: (goalId: number, changes: Omit<Updateable<OfferGoalsTable>, 'id' | 'network_id' | 'offer_id'>) =>
      db
        .updateTable('offer_goals')
        .set({ ...changes, updated_at: nowIso() })
        .where('network_id', '=', networkId)
        .where('id', '=', goalId)
        .execute(),
    /** Whether this call removed the goal (of two racing removals, one did). */
    remove: async (goalId: number) => {
      const removed = await db
        .deleteFrom('offer_goals')
        .where('network_id', '=', networkId)
        .where('id', '=', goalId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
    /**
     * The terms of the goal a postback names: none (or `default`) is the offer's own; a slug the offer lacks is a 400
     * naming `goal`, so that an advertiser's misspelt event is never booked at the default price.
     */
    termsOf: async (offer: OfferRow, slug: string | undefined): Promise<GoalTerms> => {
      if (slug === undefined || slug === DEFAULT_GOAL) {
        // Its caps are the offer's, which conversions.ts holds for the whole offer: none of its own here.
        return {
          slug: null,
          id: null,
          payout: offer.payout,
          revenue: offer.revenue,
          daily_cap: null,
          monthly_cap: null,
        };
      }
      const row = await db
        .selectFrom('offer_goals')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('offer_id', '=', offer.id)
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row) throw invalidField('goal', ERROR_CODES.notOneOf, 'is not a goal of this offer');
      const goal = goalOfRow(row as GoalRow);
      return { slug: goal.slug, id: goal.id, ...pick(goal) };
    },
    /**
     * Whether a further goal has reached a cap of the local day or month (YYYY-MM-DD `today`). Called in the
     * conversion's transaction after `lock`: the count and the insert that follows are one step on every node.
     */
    overCap: async (offerId: number, goal: GoalTerms, today: string) => {
      if (goal.slug === null) return false;
      const count = async (fromDay: string) => {
        const row = await db
          .selectFrom('conversions')
          .select(sql<number>`count(*)`.as('n'))
          .where('network_id', '=', networkId)
          .where('offer_id', '=', offerId)
          .where('goal', '=', goal.slug)
          .where('status', '!=', 'rejected')
          .where('local_hour', '>=', fromDay)
          // Local hours read `YYYY-MM-DDTHH`: every hour of today sorts before today's day followed by 'U'.
          .where('local_hour', '<', `${today}U`)
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      };
      if (goal.daily_cap !== null && (await count(today)) >= goal.daily_cap) return true;
      return goal.monthly_cap !== null && (await count(firstOfMonth(today))) >= goal.monthly_cap;
    },
    /** Holds a capped goal's row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time). */
    lock: async (goal: GoalTerms, dialect: DialectName) => {
      if (dialect !== 'postgres' || goal.id === null) return;
      if (goal.daily_cap === null && goal.monthly_cap === null) return;
      await db
        .selectFrom('offer_goals')
        .select('id')
        .where('network_id', '=', networkId)
        .where('id', '=', goal.id)
        .forUpdate()
        .execute();
    },
  };
}

/** PostgreSQL answers bigint columns as strings. */
export function goalOfRow(row: GoalRow): GoalRow {
  return {
    ...row,
    id: Number(row.id),
    offer_id: Number(row.offer_id),
    network_id: Number(row.network_id),
    payout: Number(row.payout),
    revenue: Number(row.revenue),
    daily_cap: row.daily_cap === null ? null : Number(row.daily_cap),
    monthly_cap: row.monthly_cap === null ? null : Number(row.monthly_cap),
  };
}

/** An offer's further goals, in the order they were added. */
export async function goalsOf(db: Kysely<Database>, networkId: number, offerId: number): Promise<GoalRow[]> {
  const rows = await db
    .selectFrom('offer_goals')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => goalOfRow(row as GoalRow));
}

const pick = ({ payout, revenue, daily_cap, monthly_cap }: GoalRow) => ({ payout, revenue, daily_cap, monthly_cap });
