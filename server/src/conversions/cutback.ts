import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';

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
  const publisher = await trx
    .selectFrom('users')
    .select('cutback_percent')
    .where('network_id', '=', networkId)
    .where('id', '=', publisherId)
    .executeTakeFirst();
  const percent = Number(publisher?.cutback_percent ?? 0);
  if (percent <= 0) return false;
  const counter = await trx
    .insertInto('cutback_counters')
    .values({ publisher_id: publisherId, network_id: networkId, seen: 1 })
    .onConflict((oc) => oc.column('publisher_id').doUpdateSet({ seen: sql<number>`cutback_counters.seen + 1` }))
    .returning('seen')
    .executeTakeFirstOrThrow();
  return withholdsNth(Number(counter.seen), percent);
}

/** Starts the count again, so a new percentage applies exactly from the next conversion. */
export async function resetCutbackCount(db: Kysely<Database>, networkId: number, publisherId: number): Promise<void> {
  await db
    .deleteFrom('cutback_counters')
    .where('network_id', '=', networkId)
    .where('publisher_id', '=', publisherId)
    .execute();
}
