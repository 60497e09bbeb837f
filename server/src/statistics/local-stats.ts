import type { Kysely, Transaction } from 'kysely';
import { now } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { DialectName } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { localDayOf, startOfLocalDay } from '../shared/time-zones';
import { followZoneChanges, type ZoneChange } from '../shared/zone-changes';
import { dayNumberOf, dayOfNumber } from '../shared/zone-offsets';
import { localStatsStore } from './local-stats-store';
import { statisticsPlatformStore } from './platform-store';

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
  const rows = await statisticsPlatformStore(db, dialect).zonesOf(networkIds);
  return new Map(rows.map((r) => [Number(r.id), { timeZone: r.time_zone, epoch: Number(r.stats_epoch) }]));
}

/** Days built per transaction: clicks get their turn between them. */
const DAYS_AT_ONCE = 7;
export const startMinute = (day: number, timeZone: string) =>
  startOfLocalDay(dayOfNumber(day), timeZone).getTime() / 60_000;

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

/** The local days first..last of the epoch, day and hour rows, from quarter_stats. */
async function buildRun(db: Db, networkId: number, local: LocalStats, first: number, last: number) {
  const store = localStatsStore(db, networkId);
  await store.clearDays(local.epoch, first, last);
  await store.buildFromQuarters(local, startMinute(first, local.timeZone), startMinute(last + 1, local.timeZone));
}

/**
 * Builds the days of the epoch no one has built yet. The network's row is held first (on PostgreSQL): the
 * transactions writing its rollups, which share it, finish before and wait until after, and builders take turns;
 * claiming a day's local_stats_days row then tells which days are still to build.
 */
async function buildDays(trx: Db, dialect: DialectName, networkId: number, local: LocalStats, days: number[]) {
  const store = localStatsStore(trx, networkId);
  await store.holdForBuild(dialect);
  const mine = (await store.claimDays(local.epoch, days)).sort((a, b) => a - b);
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
  const built = new Set(await localStatsStore(db, networkId).builtDays(local.epoch, from, to));
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

/** Days before today whose local rollups are built right after a change of zone: the dashboard's and the caps' days. */
const BUILT_AHEAD_DAYS = 62;

/** A pause after each day built after a change: requests' queries pass in between (SQLite runs one at a time). */
const PAUSE_MS = 20;

/** The recent days of the new zone's epoch, one at a time from today back; a later change of zone stops it. */
async function buildRecentDays(ctx: AppContext, change: ZoneChange) {
  const local = { timeZone: change.timeZone, epoch: change.epoch };
  const store = tenantStore(ctx.db, change.networkId);
  const today = dayNumberOf(localDayOf(now(), local.timeZone));
  for (let day = today; day >= today - BUILT_AHEAD_DAYS; day--) {
    const network = await store.network();
    if (Number(network?.stats_epoch) !== local.epoch) return;
    await ensureLocalDays(ctx.db, ctx.dialect, change.networkId, local, day, day);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

followZoneChanges('local rollups of the new time zone', buildRecentDays);
