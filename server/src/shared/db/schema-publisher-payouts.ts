/** The table of publishers' own payouts (owned by migrations/021-publisher-payouts.ts and 023-goal-payouts.ts). */

/** One publisher's payout on one offer, replacing the offer's; in the offer's payout type and currency. */
export interface PublisherPayoutsTable {
  network_id: number;
  offer_id: number;
  publisher_id: number;
  /** Null: the default goal (the offer itself); otherwise a further goal's slug (migrations/023-goal-payouts.ts). */
  goal: string | null;
  /** Minor units of the offer's currency, or basis points of the sale for a CPS offer. */
  payout: number;
  created_at: string;
  updated_at: string;
}

export interface PublisherPayoutsDatabase {
  publisher_payouts: PublisherPayoutsTable;
}
