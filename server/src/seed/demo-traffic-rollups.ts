import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';

/** Rollups and unique-click keys of a network computed in bulk: one INSERT … SELECT … GROUP BY each. */
export async function rollUp(db: Kysely<Database>, networkId: number) {
  await db.transaction().execute(async (trx) => {
    for (const [table, column, length] of [
      ['daily_stats', 'day', 10],
      ['hourly_stats', 'hour', 13],
    ] as const) {
      await sql`
        insert into ${sql.table(table)} (network_id, ${sql.ref(column)}, offer_id, publisher_id, clicks, unique_clicks, conversions, payout, revenue)
        select network_id, t, offer_id, publisher_id, sum(clicks), sum(uniques), sum(conversions), sum(payout), sum(revenue)
        from (
          select network_id, substr(local_hour, 1, ${sql.lit(length)}) as t, offer_id, publisher_id,
            1 as clicks, is_unique as uniques, 0 as conversions, payout, revenue
          from clicks where network_id = ${networkId} and status = 'accepted'
          union all
          select network_id, substr(local_hour, 1, ${sql.lit(length)}) as t, offer_id, publisher_id,
            0, 0, 1, payout, revenue
          from conversions where network_id = ${networkId} and status in ('approved', 'pending')
        ) as lanes
        group by network_id, t, offer_id, publisher_id`.execute(trx);
    }
    await sql`
      insert into click_uniques (network_id, day, offer_id, publisher_id, ip)
      select network_id, substr(local_hour, 1, 10), offer_id, publisher_id, ip
      from clicks where network_id = ${networkId} and is_unique = 1`.execute(trx);
  });
}
