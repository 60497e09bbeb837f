import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema';
import { type LocalStats, runsOf, startMinute } from './local-stats';
import { localStatsStore } from './local-stats-store';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Approved + pending conversions of an offer over the local days from..to (day numbers) of the epoch's zone: the
 * built days from the local day rollups, the others (a zone changed moments ago) from the quarter-hour rollups. It
 * only reads, so that a conversion's transaction never waits for a build.
 */
export async function offerConversionsOf(
  db: Db,
  networkId: number,
  local: LocalStats,
  offerId: number,
  from: number,
  to: number,
): Promise<number> {
  const store = localStatsStore(db, networkId);
  const built = await store.builtDays(local.epoch, from, to);
  const known = new Set(built);
  const unbuilt: number[] = [];
  for (let day = from; day <= to; day++) if (!known.has(day)) unbuilt.push(day);
  const [fromDays, fromQuarters] = await Promise.all([
    built.length === 0
      ? 0
      : store.offerConversionsOnDays(
          local.epoch,
          offerId,
          runsOf(built).map(([first, last]) => [first, last + 1]),
        ),
    unbuilt.length === 0
      ? 0
      : store.offerConversionsInQuarters(
          offerId,
          runsOf(unbuilt).map(([first, last]) => [
            startMinute(first, local.timeZone),
            startMinute(last + 1, local.timeZone),
          ]),
        ),
  ]);
  return fromDays + fromQuarters;
}
