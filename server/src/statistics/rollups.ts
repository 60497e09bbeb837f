import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DialectName } from '../shared/db/dialect';
import type { ClicksTable, Database } from '../shared/db/schema';
import { bulkInsert } from '../tracking/store';

/** A change to the rollups at one network-local hour for one offer and publisher. */
export interface RollupDelta {
  network_id: number;
  /** YYYY-MM-DDTHH, network-local. */
  hour: string;
  offer_id: number;
  publisher_id: number;
  clicks: number;
  unique_clicks: number;
  conversions: number;
  payout: number;
  revenue: number;
  /** The part of `conversions` and `payout` withheld by cutback (hidden from the publisher). */
  withheld_conversions?: number;
  withheld_payout?: number;
}

type Db = Kysely<Database> | Transaction<Database>;
const METRICS = [
  'clicks',
  'unique_clicks',
  'conversions',
  'payout',
  'revenue',
  'withheld_conversions',
  'withheld_payout',
] as const;

function merge(into: Map<string, RollupDelta>, key: string, row: RollupDelta) {
  const known = into.get(key);
  if (!known) {
    into.set(key, { ...row });
    return;
  }
  for (const metric of METRICS) known[metric] = (known[metric] ?? 0) + (row[metric] ?? 0);
}

const ROLLUP_COLUMNS = ['network_id', 'time', 'offer_id', 'publisher_id', ...METRICS] as const;

function upsertTail(table: 'daily_stats' | 'hourly_stats', time: 'day' | 'hour') {
  const sums = METRICS.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', ');
  return `on conflict (network_id, ${time}, offer_id, publisher_id) do update set ${sums}`;
}
const DAILY_TAIL = upsertTail('daily_stats', 'day');
const HOURLY_TAIL = upsertTail('hourly_stats', 'hour');

const rowsOf = (map: Map<string, RollupDelta>) =>
  [...map.values()].map((d) => ROLLUP_COLUMNS.map((c) => (c === 'time' ? d.hour : (d[c] ?? 0))));

/** Adds the deltas to daily_stats and hourly_stats: one multi-row upsert per table (and chunk). */
export async function applyRollups(db: Db, dialect: DialectName, deltas: RollupDelta[]): Promise<void> {
  const hourly = new Map<string, RollupDelta>();
  const daily = new Map<string, RollupDelta>();
  for (const d of deltas) {
    merge(hourly, `${d.network_id}|${d.hour}|${d.offer_id}|${d.publisher_id}`, d);
    const day = d.hour.slice(0, 10);
    merge(daily, `${d.network_id}|${day}|${d.offer_id}|${d.publisher_id}`, { ...d, hour: day });
  }
  const columns = (time: string) => ROLLUP_COLUMNS.map((c) => (c === 'time' ? time : c));
  await bulkInsert(db, dialect, 'hourly_stats', columns('hour'), rowsOf(hourly), { tail: HOURLY_TAIL });
  await bulkInsert(db, dialect, 'daily_stats', columns('day'), rowsOf(daily), { tail: DAILY_TAIL });
}

export type NewClick = Insertable<ClicksTable>;

const UNIQUE_COLUMNS = ['network_id', 'day', 'offer_id', 'publisher_id', 'ip'] as const;
type UniqueKey = Record<(typeof UNIQUE_COLUMNS)[number], string | number>;

export const CLICK_COLUMNS = [
  'click_id',
  'network_id',
  'offer_id',
  'publisher_id',
  'created_at',
  'local_hour',
  'ip',
  'user_agent',
  'country',
  'os',
  'device',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'status',
  'reason',
  'is_unique',
  'payout',
  'revenue',
] as const satisfies readonly (keyof NewClick)[];

/**
 * Writes a batch of clicks with their rollups (call inside a transaction): marks the first click of each
 * (local day, offer, publisher, ip) unique, inserts the clicks in multi-row statements, then one upsert per rollup.
 */
export async function writeClicks(db: Db, dialect: DialectName, clicks: NewClick[]): Promise<void> {
  if (clicks.length === 0) return;
  const firstOfKey = new Map<string, NewClick>();
  for (const click of clicks) {
    click.is_unique = 0;
    if (click.status !== 'accepted' || click.offer_id == null || click.publisher_id == null) continue;
    const key = `${click.network_id}|${click.local_hour.slice(0, 10)}|${click.offer_id}|${click.publisher_id}|${click.ip}`;
    if (!firstOfKey.has(key)) firstOfKey.set(key, click);
  }
  const inserted = await bulkInsert<UniqueKey>(
    db,
    dialect,
    'click_uniques',
    UNIQUE_COLUMNS,
    [...firstOfKey.values()].map((c) => [c.network_id, c.local_hour.slice(0, 10), c.offer_id, c.publisher_id, c.ip]),
    {
      tail: `on conflict do nothing returning ${UNIQUE_COLUMNS.join(', ')}`,
      rowsPerStatement: 250,
      yieldBetween: true,
    },
  );
  for (const u of inserted) {
    const click = firstOfKey.get(`${u.network_id}|${u.day}|${u.offer_id}|${u.publisher_id}|${u.ip}`);
    if (click) click.is_unique = 1;
  }
  await bulkInsert(
    db,
    dialect,
    'clicks',
    CLICK_COLUMNS,
    clicks.map((c) => CLICK_COLUMNS.map((column) => c[column] ?? null)),
    { rowsPerStatement: 150, yieldBetween: true },
  );
  const deltas: RollupDelta[] = [];
  for (const c of clicks) {
    if (c.status !== 'accepted' || c.offer_id == null || c.publisher_id == null) continue;
    deltas.push({
      network_id: c.network_id,
      hour: c.local_hour,
      offer_id: c.offer_id,
      publisher_id: c.publisher_id,
      clicks: 1,
      unique_clicks: c.is_unique ?? 0,
      conversions: 0,
      payout: Number(c.payout),
      revenue: Number(c.revenue),
    });
  }
  await applyRollups(db, dialect, deltas);
}
