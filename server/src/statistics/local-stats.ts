import { type Kysely, sql, type Transaction } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import { forShareSql } from '../shared/db/dialect-sql';
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

/** Each network's zone and epoch; on PostgreSQL they stay as read until the transaction ends (a change waits). */
export async function localStatsOf(db: Db, dialect: DialectName, networkIds: number[]) {
  const { rows } = await sql<{ id: number; time_zone: string; stats_epoch: number }>`
    select id, time_zone, stats_epoch from networks where id in (${sql.join(networkIds)})${forShareSql(dialect)}`.execute(
    db,
  );
  return new Map(rows.map((r) => [Number(r.id), { timeZone: r.time_zone, epoch: Number(r.stats_epoch) }]));
}

/** Days built per transaction when not in the caller's: clicks get their turn between them (SQLite). */
const DAYS_AT_ONCE = 7;
const startMinute = (day: number, timeZone: string) => startOfLocalDay(dayOfNumber(day), timeZone).getTime() / 60_000;
const METRIC_LIST = sql.raw(METRICS.join(', '));
const SUMS = sql.raw(METRICS.map((m) => `sum(q.${m})`).join(', '));

/** Consecutive runs [first, last] of sorted day numbers. */
function runsOf(days: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run[1] === day - 1) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
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
    // A click's upsert of the same row, not yet committed, is added to (PostgreSQL waits for it), never replaced.
    await sql`insert into ${sql.table(table)} (network_id, epoch, ${sql.raw(time)}, offer_id, publisher_id, ${METRIC_LIST})
      select q.network_id, ${epoch}, ${key}, q.offer_id, q.publisher_id, ${SUMS} from quarter_stats q
      where q.network_id = ${networkId} and q.utc_minute >= ${start} and q.utc_minute < ${end}
      group by q.network_id, ${key}, q.offer_id, q.publisher_id
      ${sql.raw(addingTail(table, ['network_id', 'epoch', time, 'offer_id', 'publisher_id']))}`.execute(db);
  }
}

/**
 * Builds the days of the epoch no one has built yet. Claiming a day's row in local_stats_days is the lock: another
 * builder of the same day waits for this transaction, then finds it built.
 */
async function buildDays(db: Db, networkId: number, local: LocalStats, days: number[]) {
  const claimed = await db
    .insertInto('local_stats_days')
    .values(days.map((day) => ({ network_id: networkId, epoch: local.epoch, day })))
    .onConflict((oc) => oc.doNothing())
    .returning('day')
    .execute();
  const mine = claimed.map((row) => Number(row.day)).sort((a, b) => a - b);
  for (const [first, last] of runsOf(mine)) await buildRun(db, networkId, local, first, last);
}

/**
 * Makes the local rollups of the days from..to (day numbers) complete in the epoch: the days not built since the
 * zone last changed are built from the quarter-hour rollups, in the caller's transaction or in transactions of a
 * few days each.
 */
export async function ensureLocalDays(db: Db, networkId: number, local: LocalStats, from: number, to: number) {
  const built = await db
    .selectFrom('local_stats_days')
    .select('day')
    .where('network_id', '=', networkId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('epoch', '=', local.epoch)
    .execute();
  if (built.length === to - from + 1) return;
  const known = new Set(built.map((row) => Number(row.day)));
  const missing: number[] = [];
  for (let day = from; day <= to; day++) if (!known.has(day)) missing.push(day);
  if (db.isTransaction) return buildDays(db, networkId, local, missing);
  for (let i = 0; i < missing.length; i += DAYS_AT_ONCE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    await db.transaction().execute((trx) => buildDays(trx, networkId, local, missing.slice(i, i + DAYS_AT_ONCE)));
  }
}
