import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import { quarterMinuteSql } from '../shared/db/dialect-sql';
import type { Database } from '../shared/db/schema';
import { METRICS } from '../statistics/rollup-columns';

/** The demo data of one network (networks.id) beyond what the areas' own stores write: every query is bound to it. */
export function demoStore(db: Kysely<Database>, networkId: number) {
  return {
    setTimeZone: (zone: string) =>
      db.updateTable('networks').set({ time_zone: zone }).where('id', '=', networkId).execute(),

    /** Offers that can take traffic (active or paused), by id. */
    runnableOffers: () =>
      db
        .selectFrom('offers')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('status', 'in', ['active', 'paused'])
        .orderBy('id')
        .execute(),
    publisherIds: async () =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('network_id', '=', networkId)
          .where('role', '=', 'publisher')
          .orderBy('id')
          .execute()
      ).map((row) => row.id),
    /** `<offer id>:<publisher id>` of each allowed access. */
    allowedAccess: async () =>
      new Set(
        (await db.selectFrom('offer_access').selectAll().where('network_id', '=', networkId).execute())
          .filter((access) => access.status === 'allowed')
          .map((access) => `${access.offer_id}:${access.publisher_id}`),
      ),

    /**
     * Its quarter-hour rollups and unique-click keys computed in bulk from its clicks and conversions (one
     * INSERT … SELECT … GROUP BY), then a new epoch, whose local days are built from them when read.
     */
    rebuildRollups: (dialect: DialectName) => {
      const quarter = (table: string) => quarterMinuteSql(dialect, sql.ref(`${table}.created_at`));
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('quarter_stats').where('network_id', '=', networkId).execute();
        await sql`
          insert into quarter_stats (network_id, utc_minute, offer_id, publisher_id, currency,
            ${sql.raw(METRICS.join(', '))})
          select network_id, utc_minute, offer_id, publisher_id, currency,
            ${sql.raw(METRICS.map((m) => `sum(${m})`).join(', '))}
          from (
            select k.network_id, ${quarter('k')} as utc_minute, k.offer_id, k.publisher_id, o.currency, 1 as clicks,
              k.is_unique as unique_clicks, 0 as conversions, k.payout, k.revenue, 0 as withheld_conversions,
              0 as withheld_payout
            from clicks k join offers o on o.id = k.offer_id
            where k.network_id = ${networkId} and k.status = 'accepted' and k.publisher_id is not null
            union all
            select network_id, ${quarter('conversions')}, offer_id, publisher_id, currency, 0, 0, 1, payout, revenue,
              withheld, withheld * payout
            from conversions where network_id = ${networkId} and status in ('approved', 'pending')
          ) as facts
          group by network_id, utc_minute, offer_id, publisher_id, currency`.execute(trx);
        await sql`
          insert into click_uniques (network_id, day, offer_id, publisher_id, ip)
          select network_id, substr(local_hour, 1, 10), offer_id, publisher_id, ip
          from clicks where network_id = ${networkId} and is_unique = 1
          on conflict do nothing`.execute(trx);
        await trx
          .updateTable('networks')
          .set((eb) => ({ stats_epoch: eb('stats_epoch', '+', 1) }))
          .where('id', '=', networkId)
          .execute();
      });
    },
  };
}
