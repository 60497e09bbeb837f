import { type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';
import { localHourOf } from '../shared/time-zones';

const MAP_TABLE = 'time_zone_rebuild_map';

/**
 * Sets `local_hour` of the network's clicks and conversions in the new zone: a small table maps each UTC quarter
 * hour that has rows (offsets change on quarter hours at most) to its new local hour, then one UPDATE per table.
 */
async function moveLocalHours(db: Kysely<Database>, networkId: number, zone: string): Promise<number> {
  const hours = await sql<{ utc_hour: string }>`
    select distinct substr(created_at, 1, 13) as utc_hour from clicks where network_id = ${networkId}
    union select distinct substr(created_at, 1, 13) from conversions where network_id = ${networkId}`.execute(db);
  await sql`drop table if exists ${sql.table(MAP_TABLE)}`.execute(db);
  await sql`create temporary table ${sql.table(MAP_TABLE)} (
    utc_hour varchar(13) not null, quarter integer not null, local_hour varchar(13) not null,
    primary key (utc_hour, quarter))`.execute(db);
  const entries = hours.rows.flatMap(({ utc_hour }) =>
    [0, 1, 2, 3].map((q) => {
      const instant = new Date(`${utc_hour}:${String(q * 15).padStart(2, '0')}:00Z`);
      return sql`(${utc_hour}, ${q}, ${localHourOf(instant, zone)})`;
    }),
  );
  for (let i = 0; i < entries.length; i += 300) {
    await sql`insert into ${sql.table(MAP_TABLE)} (utc_hour, quarter, local_hour)
      values ${sql.join(entries.slice(i, i + 300))}`.execute(db);
  }
  for (const table of ['clicks', 'conversions']) {
    await sql`update ${sql.table(table)} set local_hour = (
      select m.local_hour from ${sql.table(MAP_TABLE)} m
      where m.utc_hour = substr(${sql.ref(`${table}.created_at`)}, 1, 13)
        and m.quarter = cast(substr(${sql.ref(`${table}.created_at`)}, 15, 2) as integer) / 15)
      where network_id = ${networkId}`.execute(db);
  }
  await sql`drop table ${sql.table(MAP_TABLE)}`.execute(db);
  return entries.length;
}

/** Unique clicks are per local day: the first accepted click of each (day, offer, publisher, ip). */
async function rebuildUniques(db: Kysely<Database>, networkId: number) {
  // Only the accepted clicks whose flag changes are written (UPDATE … FROM: SQLite 3.33+, PostgreSQL).
  await sql`update clicks set is_unique = ranked.first_of_day from (
      select click_id, case when row_number() over (
        partition by substr(local_hour, 1, 10), offer_id, publisher_id, ip order by created_at, click_id
      ) = 1 then 1 else 0 end as first_of_day
      from clicks
      where network_id = ${networkId} and status = 'accepted' and offer_id is not null and publisher_id is not null
    ) ranked
    where clicks.click_id = ranked.click_id and clicks.is_unique <> ranked.first_of_day`.execute(db);
  // One first click per (day, offer, publisher, ip): exactly the keys click_uniques holds.
  await db.deleteFrom('click_uniques').where('network_id', '=', networkId).execute();
  await sql`insert into click_uniques (network_id, day, offer_id, publisher_id, ip)
    select network_id, substr(local_hour, 1, 10), offer_id, publisher_id, ip from clicks
    where network_id = ${networkId} and is_unique = 1`.execute(db);
}

/** hourly_stats from the clicks and counted conversions, then daily_stats from hourly_stats. */
async function rebuildRollups(db: Kysely<Database>, networkId: number) {
  await db.deleteFrom('hourly_stats').where('network_id', '=', networkId).execute();
  await db.deleteFrom('daily_stats').where('network_id', '=', networkId).execute();
  const metrics = sql.raw(
    'sum(clicks), sum(unique_clicks), sum(conversions), sum(payout), sum(revenue), sum(withheld_conversions), sum(withheld_payout)',
  );
  const columns = sql.raw('clicks, unique_clicks, conversions, payout, revenue, withheld_conversions, withheld_payout');
  await sql`insert into hourly_stats (network_id, hour, offer_id, publisher_id, ${columns})
    select network_id, local_hour, offer_id, publisher_id, ${metrics} from (
      select network_id, local_hour, offer_id, publisher_id, 1 as clicks, is_unique as unique_clicks,
        0 as conversions, payout, revenue, 0 as withheld_conversions, 0 as withheld_payout
      from clicks
      where network_id = ${networkId} and status = 'accepted' and offer_id is not null and publisher_id is not null
      union all
      select network_id, local_hour, offer_id, publisher_id, 0, 0, 1, payout, revenue, withheld, withheld * payout
      from conversions where network_id = ${networkId} and status <> 'rejected'
    ) facts group by network_id, local_hour, offer_id, publisher_id`.execute(db);
  await sql`insert into daily_stats (network_id, day, offer_id, publisher_id, ${columns})
    select network_id, substr(hour, 1, 10), offer_id, publisher_id, ${metrics} from hourly_stats
    where network_id = ${networkId} group by network_id, substr(hour, 1, 10), offer_id, publisher_id`.execute(db);
}

/**
 * Re-dates the network's statistics in a new time zone (call inside a transaction): local hours of clicks and
 * conversions, unique clicks (per local day), and both rollups. Running it again with the same zone is harmless.
 */
export async function rebuildStatistics(db: Kysely<Database>, networkId: number, newZone: string) {
  const started = performance.now();
  const statements = await moveLocalHours(db, networkId, newZone);
  const moved = performance.now();
  await rebuildUniques(db, networkId);
  const uniques = performance.now();
  await rebuildRollups(db, networkId);
  const ms = (from: number, to: number) => Math.round(to - from);
  return {
    statements,
    ms: { hours: ms(started, moved), uniques: ms(moved, uniques), rollups: ms(uniques, performance.now()) },
  };
}
