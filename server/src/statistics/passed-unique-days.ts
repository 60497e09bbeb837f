import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema';
import { dayNumberOf, dayOfNumber } from '../shared/zone-offsets';
import { CLICK_COLUMN_INDEX as C, type ClickRow } from './rollups';
import { uniqueClickStore } from './unique-click-store';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Days of unique-click keys kept before the newest click's UTC day. A click is written as it happens, and its local
 * day in any zone (UTC−12 to UTC+14) is that UTC day, the one before or the one after: one more day covers a batch
 * written late (a database that was down for a while).
 */
export const UNIQUE_DAYS_KEPT = 2;

/**
 * Deletes the unique-click keys (`click_uniques`) of the days no new click can reach any more. A key only serves to
 * find the first click of its network, local day, offer, publisher and IP, at the moment a click is written: the
 * rollups already hold the unique clicks it counted. Left alone, the table grows by every visitor of every day, and
 * each insert into it costs more (docs/scale-out.md, "Unique clicks with real visitors").
 *
 * A click writer keeps one of these and calls it after each committed batch: from the first batch of a new day of a
 * network, each batch deletes one day of that network's keys older than UNIQUE_DAYS_KEPT days before the batch's
 * newest click, until none is left. One day a batch: a database with months of keys (the first start after an upgrade)
 * is cleared over as many batches, and no batch waits for more than one day's statement. Several writers (nodes)
 * deleting the same days is harmless.
 */
export class PassedUniqueDays {
  /** Per network, the day before which it has no keys left. */
  private readonly keptFrom = new Map<number, string>();

  async forget(db: Db, rows: readonly ClickRow[]): Promise<void> {
    const newest = new Map<number, string>();
    for (const row of rows) {
      const networkId = row[C.network_id];
      const at = row[C.created_at];
      if (typeof networkId !== 'number' || typeof at !== 'string') continue;
      const known = newest.get(networkId);
      if (known === undefined || at > known) newest.set(networkId, at);
    }
    for (const [networkId, at] of newest) {
      // created_at is UTC ISO 8601 (toISOString): its first 10 characters are its UTC day.
      const keptFrom = dayOfNumber(dayNumberOf(at.slice(0, 10)) - UNIQUE_DAYS_KEPT);
      const known = this.keptFrom.get(networkId);
      if (known !== undefined && known >= keptFrom) continue;
      if (await deleteOldestDayBefore(db, networkId, keptFrom)) this.keptFrom.set(networkId, keptFrom);
    }
  }
}

/** Deletes the network's keys of its oldest day before `day`; true when there was none. */
async function deleteOldestDayBefore(db: Db, networkId: number, day: string): Promise<boolean> {
  const store = uniqueClickStore(db, networkId);
  const oldest = await store.oldestDayBefore(day);
  if (oldest === undefined) return true;
  await store.forgetDay(oldest);
  return false;
}
