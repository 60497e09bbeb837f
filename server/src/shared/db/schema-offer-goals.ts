import type { Generated } from 'kysely';

/** The table of offers' further goals (owned by migrations/022-offer-goals.ts). */

/**
 * One event an offer pays for besides its default goal (the offer's own payout, revenue and caps): an install, a
 * registration, a purchase. Amounts in the offer's payout type and currency.
 */
export interface OfferGoalsTable {
  id: Generated<number>;
  network_id: number;
  offer_id: number;
  /** The postback's `goal=` value, unique per offer. */
  slug: string;
  name: string;
  /** Minor units of the offer's currency, or basis points of the sale for a CPS offer. */
  payout: number;
  revenue: number;
  daily_cap: number | null;
  monthly_cap: number | null;
  created_at: string;
  updated_at: string;
}

export interface OfferGoalsDatabase {
  offer_goals: OfferGoalsTable;
}
