import type { Kysely } from 'kysely';
import type { Database } from '../src/shared/db/schema';
import { localDayOf } from '../src/shared/time-zones';
import { METRICS } from '../src/statistics/rollup-columns';

export interface DayStats {
  network_id: number;
  /** YYYY-MM-DD in the network's zone. */
  day: string;
  offer_id: number;
  publisher_id: number;
  clicks: number;
  unique_clicks: number;
  conversions: number;
  payout: number;
  revenue: number;
  withheld_conversions: number;
  withheld_payout: number;
}

/**
 * The figures by local day of each network's current zone, summed here from the quarter-hour rollups (what the
 * reports' local day rollups must equal), ordered by network, day, offer and publisher.
 */
export async function dayStats(
  db: Kysely<Database>,
  where: { networkId?: number; offerId?: number } = {},
): Promise<DayStats[]> {
  let query = db
    .selectFrom('quarter_stats as q')
    .innerJoin('networks as n', 'n.id', 'q.network_id')
    .selectAll('q')
    .select('n.time_zone');
  if (where.networkId !== undefined) query = query.where('q.network_id', '=', where.networkId);
  if (where.offerId !== undefined) query = query.where('q.offer_id', '=', where.offerId);
  const days = new Map<string, DayStats>();
  for (const row of await query.execute()) {
    const day = localDayOf(new Date(Number(row.utc_minute) * 60_000), row.time_zone);
    const key = `${row.network_id}|${day}|${row.offer_id}|${row.publisher_id}`;
    const known = days.get(key) ?? {
      network_id: Number(row.network_id),
      day,
      offer_id: Number(row.offer_id),
      publisher_id: Number(row.publisher_id),
      ...(Object.fromEntries(METRICS.map((f) => [f, 0])) as Record<(typeof METRICS)[number], number>),
    };
    for (const figure of METRICS) known[figure] += Number(row[figure]);
    days.set(key, known);
  }
  return [...days.values()].sort(
    (a, b) =>
      a.network_id - b.network_id ||
      a.day.localeCompare(b.day) ||
      a.offer_id - b.offer_id ||
      a.publisher_id - b.publisher_id,
  );
}
