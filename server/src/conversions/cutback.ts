import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import { conversionStore } from './store';

/** Whether the n-th conversion (1-based) is withheld at this percentage: exactly p of every 100, spread evenly. */
export function withholdsNth(n: number, percent: number): boolean {
  if (percent <= 0 || n < 1) return false;
  return Math.floor((n * percent) / 100) > Math.floor(((n - 1) * percent) / 100);
}

/**
 * Whether the publisher's next conversion is withheld by his cutback percentage.
 * Called inside the conversion's transaction: a running count per publisher (reset when the percentage is set)
 * makes it deterministic, e.g. 25% withholds the 4th, 8th, 12th… conversion.
 */
export async function cutbackWithholds(
  trx: Kysely<Database>,
  networkId: number,
  publisherId: number,
): Promise<boolean> {
  const store = conversionStore(trx, networkId);
  const percent = await store.cutbackPercent(publisherId);
  if (percent <= 0) return false;
  return withholdsNth(await store.countCutbackConversion(publisherId), percent);
}

/** Starts the count again, so a new percentage applies exactly from the next conversion. */
export async function resetCutbackCount(db: Kysely<Database>, networkId: number, publisherId: number): Promise<void> {
  await conversionStore(db, networkId).resetCutbackCount(publisherId);
}
