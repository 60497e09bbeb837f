/** Tables of this area (owned by its migration in migrations/). */

/** Conversions seen per publisher since his cutback was last set: decides which ones are withheld. */
export interface CutbackCountersTable {
  publisher_id: number;
  network_id: number;
  seen: number;
}

export interface PeopleDatabase {
  cutback_counters: CutbackCountersTable;
}
