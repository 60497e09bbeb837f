import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import { rowLockSql } from '../shared/db/dialect-sql';
import type { Database } from '../shared/db/schema';
import { startOfLocalDay } from '../shared/time-zones';
import { dayOfNumber, offsetSpans } from '../shared/zone-offsets';
import { localDaySql, localHourSql, localMinuteSql } from './local-time-sql';
import { addingTail, METRICS } from './rollup-columns';

type Db = Kysely<Database> | Transaction<Database>;

/** The zone of a network's local rollups and their epoch (networks.stats_epoch: one more at each change of zone). */
export interface LocalStats {
  timeZone: string;
  epoch: number;
}

/**
 * Each network's zone and epoch, for a transaction that writes its rollups: on PostgreSQL they stay as read until it
 * commits (a change of zone, or a build of local days, waits for it).
 */
export async function localStatsOf(db: Db, dialect: DialectName, networkIds: number[]) {
  const { rows } = await sql<{ id: number; time_zone: string; stats_epoch: number }>`
    select id, time_zone, stats_epoch from networks
    where id in (${sql.join(networkIds)})${rowLockSql(dialect, 'share')}`.execute(db);
  return new Map(rows.map((r) => [Number(r.id), { timeZone: r.time_zone, epoch: Number(r.stats_epoch) }]));
}

/** Days built per transaction: clicks get their turn between them. */
const DAYS_AT_ONCE = 7;
export const startMinute = (day: number, timeZone: string) =>
  startOfLocalDay(dayOfNumber(day), timeZone).getTime() / 60_000;
const METRIC_LIST = sql.raw(METRICS.join(', '));
const SUMS = sql.raw(METRICS.map((m) => `sum(q.${m})`).join(', '));

/** Consecutive runs [first, last] of sorted day numbers. */
export function runsOf(days: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run[1] === day - 1) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The days from..to the epoch has built, in order. */
export async function builtDays(db: Db, networkId: number, epoch: number, from: number, to: number) {
  const rows = await db
    .selectFrom('local_stats_days')
    .select('day')
    .where('network_id', '=', networkId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('epoch', '=', epoch)
    .orderBy('day')
    .execute();
  return rows.map((row) => Number(row.day));
}

/** Clears the range for a build: the rows clicks wrote into its days before, and those of every older epoch. */
async function clearRun(db: Db, networkId: number, epoch: number, first: number, last: number) {
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
}

/** The local days first..last of the epoch, day and hour rows, from quarter_stats. */
async function buildRun(db: Db, networkId: number, local: LocalStats, first: number, last: number) {
  await clearRun(db, networkId, local.epoch, first, last);
  const [start, end] = [startMinute(first, local.timeZone), startMinute(last + 1, local.timeZone)];
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
      ${sql.raw(addingTail(table, ['network_id', 'epoch', time, 'offer_id', 'publisher_id', 'currency']))}`.execute(db);
  }
}

/**
 * Builds the days of the epoch no one has built yet. The network's row is held first (on PostgreSQL): the
 * transactions writing its rollups, which share it, finish before and wait until after, and builders take turns;
 * claiming a day's local_stats_days row then tells which days are still to build.
 */
async function buildDays(trx: Db, dialect: DialectName, networkId: number, local: LocalStats, days: number[]) {
  await sql`select id from networks where id = ${networkId}${rowLockSql(dialect, 'update')}`.execute(trx);
  const claimed = await trx
    .insertInto('local_stats_days')
    .values(days.map((day) => ({ network_id: networkId, epoch: local.epoch, day })))
    .onConflict((oc) => oc.doNothing())
    .returning('day')
    .execute();
  const mine = claimed.map((row) => Number(row.day)).sort((a, b) => a - b);
  for (const [first, last] of runsOf(mine)) await buildRun(trx, networkId, local, first, last);
}

/**
 * Makes the local rollups of the days from..to (day numbers) complete in the epoch: the days not built since the
 * zone last changed are built from the quarter-hour rollups, a few days per transaction.
 */
export async function ensureLocalDays(
  db: Kysely<Database>,
  dialect: DialectName,
  networkId: number,
  local: LocalStats,
  from: number,
  to: number,
) {
  const built = new Set(await builtDays(db, networkId, local.epoch, from, to));
  if (built.size === to - from + 1) return;
  const missing: number[] = [];
  for (let day = from; day <= to; day++) if (!built.has(day)) missing.push(day);
  for (let i = 0; i < missing.length; i += DAYS_AT_ONCE) {
    // setTimeout rather than setImmediate: the server also runs under jsdom in the client tests.
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const days = missing.slice(i, i + DAYS_AT_ONCE);
    await db.transaction().execute((trx) => buildDays(trx, dialect, networkId, local, days));
  }
}
