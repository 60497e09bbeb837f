import { type Kysely, sql } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';

/** Null: the default goal's (the offer's) payout; a further goal's own payout names its slug. */
type Goal = string | null;

/**
 * The owner's per-publisher prices on the offers and goals of one network (networks.id): every query is bound to that
 * network. PostgreSQL answers bigint columns as strings, so amounts are turned into numbers here.
 */
export function publisherPayoutStore(db: Kysely<Database>, networkId: number) {
  const onOffer = (offerId: number) =>
    db.selectFrom('publisher_payouts').where('network_id', '=', networkId).where('offer_id', '=', offerId);
  const ofGoal = (offerId: number, publisherId: number, goal: Goal) =>
    onOffer(offerId)
      .where('publisher_id', '=', publisherId)
      .where('goal', goal === null ? 'is' : '=', goal);

  return {
    /** The payout a publisher's conversions of an offer's goal earn instead of the goal's, if the owner set one. */
    ownPayout: async (offerId: number, publisherId: number, goal: Goal = null) => {
      const row = await ofGoal(offerId, publisherId, goal).select('payout').executeTakeFirst();
      return row ? Number(row.payout) : undefined;
    },
    /** A publisher's own payouts on every goal of an offer. */
    ownPayoutsOn: async (offerId: number, publisherId: number) => {
      const rows = await onOffer(offerId).where('publisher_id', '=', publisherId).select(['goal', 'payout']).execute();
      return rows.map((row) => ({ goal: row.goal, payout: Number(row.payout) }));
    },
    /** Every publisher's own payouts on an offer, with his name, by name. */
    everyOwnPayoutOn: (offerId: number) =>
      db
        .selectFrom('publisher_payouts')
        .innerJoin('users', 'users.id', 'publisher_payouts.publisher_id')
        .select(['users.id', 'users.name', 'publisher_payouts.goal', 'publisher_payouts.payout'])
        .where('publisher_payouts.network_id', '=', networkId)
        .where('users.network_id', '=', networkId)
        .where('publisher_payouts.offer_id', '=', offerId)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute(),
    /** Sets a publisher's own payout on a goal; two saves at once end as one row (the upsert's key). */
    save: async (offerId: number, publisherId: number, goal: Goal, payout: number) => {
      const now = nowIso();
      await db
        .insertInto('publisher_payouts')
        .values({
          network_id: networkId,
          offer_id: offerId,
          publisher_id: publisherId,
          goal,
          payout,
          created_at: now,
          updated_at: now,
        })
        // migrations/023-goal-payouts.ts: the unique index counts the default goal's null as one value.
        .onConflict((oc) =>
          oc
            .expression(sql`offer_id, publisher_id, coalesce(goal, '')`)
            .doUpdateSet({ payout, updated_at: now })
            .where('publisher_payouts.network_id', '=', networkId),
        )
        .execute();
    },
    /** Removes a publisher's own payout on a goal; answers the payout it was, none when there was none. */
    remove: async (offerId: number, publisherId: number, goal: Goal) => {
      const removed = await db
        .deleteFrom('publisher_payouts')
        .where('network_id', '=', networkId)
        .where('offer_id', '=', offerId)
        .where('publisher_id', '=', publisherId)
        .where('goal', goal === null ? 'is' : '=', goal)
        .returning('payout')
        .executeTakeFirst();
      return removed ? Number(removed.payout) : undefined;
    },
    /**
     * Publishers' own payouts on a further goal follow it: a new postback value takes them along (null `to`: the goal
     * is removed, and so are they). Called in the goal's own transaction (goals.ts).
     */
    followGoal: async (offerId: number, from: string, to: string | null) => {
      if (to === null) {
        await db
          .deleteFrom('publisher_payouts')
          .where('network_id', '=', networkId)
          .where('offer_id', '=', offerId)
          .where('goal', '=', from)
          .execute();
      } else if (to !== from) {
        await db
          .updateTable('publisher_payouts')
          .set({ goal: to, updated_at: nowIso() })
          .where('network_id', '=', networkId)
          .where('offer_id', '=', offerId)
          .where('goal', '=', from)
          .execute();
      }
    },
  };
}
