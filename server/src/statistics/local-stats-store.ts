import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import { rowLockSql } from '../shared/db/dialect-sql';
import type { Database } from '../shared/db/schema';
import { offsetSpans } from '../shared/zone-offsets';
import { localDaySql, localHourSql, localMinuteSql } from './local-time-sql';
import { addingTail, METRICS } from './rollup-columns';

type Db = Kysely<Database> | Transaction<Database>;

const METRIC_LIST = sql.raw(METRICS.join(', '));
const SUMS = sql.raw(METRICS.map((m) => `sum(q.${m})`).join(', '));

/** `column` within any of the half-open ranges [lo, hi). */
const inRanges = (column: string, ranges: [number, number][]) =>
  sql<SqlBool>`(${sql.join(
    ranges.map(([lo, hi]) => sql`${sql.ref(column)} >= ${lo} and ${sql.ref(column)} < ${hi}`),
    sql` or `,
  )})`;

/**
 * The local day and hour rollups of one network (networks.id) in an epoch of its zone, built from its quarter-hour
 * rollups (statistics/local-stats.ts says when), and the days built so far.
 */
export function localStatsStore(db: Db, networkId: number) {
  return {
    /** The days from..to the epoch has built, in order. */
    builtDays: async (epoch: number, from: number, to: number) =>
      (
        await db
          .selectFrom('local_stats_days')
          .select('day')
          .where('network_id', '=', networkId)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .where('epoch', '=', epoch)
          .orderBy('day')
          .execute()
      ).map((row) => Number(row.day)),

    /**
     * Holds the network's row until the transaction ends (on PostgreSQL): the transactions writing its rollups, which
     * share it, finish before and wait until after, and builders take turns.
     */
    holdForBuild: (dialect: DialectName) =>
      sql`select id from networks where id = ${networkId}${rowLockSql(dialect, 'update')}`.execute(db),
    /** Claims the epoch's days no one has claimed; answers those this caller is to build. */
    claimDays: async (epoch: number, days: number[]) =>
      (
        await db
          .insertInto('local_stats_days')
          .values(days.map((day) => ({ network_id: networkId, epoch, day })))
          .onConflict((oc) => oc.doNothing())
          .returning('day')
          .execute()
      ).map((row) => Number(row.day)),

    /** Clears the range for a build: the rows clicks wrote into its days before, and those of every older epoch. */
    clearDays: async (epoch: number, first: number, last: number) => {
      for (const [table, time, lo, hi] of [
        ['local_day_stats', 'day', first, last],
        ['local_hour_stats', 'hour', first * 24, last * 24 + 23],
      ] as const) {
        await db
          .deleteFrom(table)
          .where('network_id', '=', networkId)
          .where(sql.ref(time), '>=', lo)
          .where(sql.ref(time), '<=', hi)
          .where('epoch', '<=', epoch)
          .execute();
      }
      await db
        .deleteFrom('local_stats_days')
        .where('network_id', '=', networkId)
        .where('day', '>=', first)
        .where('day', '<=', last)
        .where('epoch', '<', epoch)
        .execute();
    },

    /** Day and hour rows of the epoch's zone from the quarter hours of the UTC minutes start..end. */
    buildFromQuarters: async (local: { timeZone: string; epoch: number }, start: number, end: number) => {
      const spans = offsetSpans(start, end, local.timeZone);
      const minute = localMinuteSql(sql.ref('q.utc_minute'), spans, (m) => sql`q.utc_minute < ${sql.raw(String(m))}`);
      const epoch = sql.raw(String(local.epoch));
      for (const [table, time, key] of [
        ['local_day_stats', 'day', localDaySql(minute)],
        ['local_hour_stats', 'hour', localHourSql(minute)],
      ] as const) {
        await sql`insert into ${sql.table(table)} (network_id, epoch, ${sql.raw(time)}, offer_id, publisher_id, currency,
            ${METRIC_LIST})
          select q.network_id, ${epoch}, ${key}, q.offer_id, q.publisher_id, q.currency, ${SUMS} from quarter_stats q
          where q.network_id = ${networkId} and q.utc_minute >= ${start} and q.utc_minute < ${end}
          group by q.network_id, ${key}, q.offer_id, q.publisher_id, q.currency
          ${sql.raw(addingTail(table, ['network_id', 'epoch', time, 'offer_id', 'publisher_id', 'currency']))}`.execute(
          db,
        );
      }
    },

    /** An offer's conversions on the epoch's built days, each range [first day, last day + 1). */
    offerConversionsOnDays: async (epoch: number, offerId: number, dayRanges: [number, number][]) =>
      Number(
        (
          await db
            .selectFrom('local_day_stats')
            .select(sql<number>`coalesce(sum(conversions), 0)`.as('n'))
            .where('network_id', '=', networkId)
            .where(inRanges('day', dayRanges))
            .where('epoch', '=', epoch)
            .where('offer_id', '=', offerId)
            .executeTakeFirst()
        )?.n ?? 0,
      ),
    /** An offer's conversions in the quarter hours of the UTC minute ranges [start, end). */
    offerConversionsInQuarters: async (offerId: number, minuteRanges: [number, number][]) =>
      Number(
        (
          await db
            .selectFrom('quarter_stats')
            .select(sql<number>`coalesce(sum(conversions), 0)`.as('n'))
            .where('network_id', '=', networkId)
            .where(inRanges('utc_minute', minuteRanges))
            .where('offer_id', '=', offerId)
            .executeTakeFirst()
        )?.n ?? 0,
      ),
  };
}
