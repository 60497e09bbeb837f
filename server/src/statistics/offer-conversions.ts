import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../shared/db/schema';
import { builtDays, type LocalStats, runsOf, startMinute } from './local-stats';

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
  const built = await builtDays(db, networkId, local.epoch, from, to);
  const known = new Set(built);
  const unbuilt: number[] = [];
  for (let day = from; day <= to; day++) if (!known.has(day)) unbuilt.push(day);
  const sum = sql<number>`coalesce(sum(conversions), 0)`.as('n');
  const inRuns = (days: number[], column: string, bounds: (first: number, last: number) => [number, number]) =>
    sql<SqlBool>`(${sql.join(
      runsOf(days).map(([first, last]) => {
        const [lo, hi] = bounds(first, last);
        return sql`${sql.ref(column)} >= ${lo} and ${sql.ref(column)} < ${hi}`;
      }),
      sql` or `,
    )})`;
  const [fromDays, fromQuarters] = await Promise.all([
    built.length === 0
      ? undefined
      : db
          .selectFrom('local_day_stats')
          .select(sum)
          .where('network_id', '=', networkId)
          .where(inRuns(built, 'day', (first, last) => [first, last + 1]))
          .where('epoch', '=', local.epoch)
          .where('offer_id', '=', offerId)
          .executeTakeFirst(),
    unbuilt.length === 0
      ? undefined
      : db
          .selectFrom('quarter_stats')
          .select(sum)
          .where('network_id', '=', networkId)
          .where(
            inRuns(unbuilt, 'utc_minute', (first, last) => [
              startMinute(first, local.timeZone),
              startMinute(last + 1, local.timeZone),
            ]),
          )
          .where('offer_id', '=', offerId)
          .executeTakeFirst(),
  ]);
  return Number(fromDays?.n ?? 0) + Number(fromQuarters?.n ?? 0);
}
