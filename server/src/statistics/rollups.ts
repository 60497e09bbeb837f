import type { Insertable, Kysely, Transaction } from 'kysely';
import { type BulkInsert, bulkInsert, bulkInsertTogether } from '../shared/db/bulk-insert';
import type { DialectName } from '../shared/db/dialect';
import type { ClicksTable, Database } from '../shared/db/schema';
import { localHourNumber, quarterMinuteOf } from '../shared/zone-offsets';
import { type LocalStats, localStatsOf } from './local-stats';
import { statisticsPlatformStore } from './platform-store';
import { addingTail, METRICS } from './rollup-columns';

/** A change to the rollups at one instant for one offer and publisher. */
export interface RollupDelta {
  network_id: number;
  /** When the click or conversion happened (ISO 8601, UTC): it decides the quarter hour, local day and hour. */
  at: string;
  offer_id: number;
  publisher_id: number;
  /** The money's currency (the conversion's, or a click's offer's): a key of every rollup, never added to another. */
  currency: string;
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
type Metrics = Record<(typeof METRICS)[number], number>;
type Row = { keys: (number | string)[]; metrics: Metrics };

function add(into: Map<string, Row>, keys: (number | string)[], delta: RollupDelta) {
  const id = keys.join('|');
  const known = into.get(id) ?? { keys, metrics: Object.fromEntries(METRICS.map((m) => [m, 0])) as Metrics };
  for (const metric of METRICS) known.metrics[metric] += delta[metric] ?? 0;
  into.set(id, known);
}

function upsert(table: keyof Database, key: readonly string[], rows: Map<string, Row>): BulkInsert {
  const values = [...rows.values()].map((row) => [...row.keys, ...METRICS.map((m) => row.metrics[m])]);
  return { table, columns: [...key, ...METRICS], rows: values, tail: addingTail(table, key) };
}

const QUARTER_KEY = ['network_id', 'utc_minute', 'offer_id', 'publisher_id', 'currency'] as const;
const DAY_KEY = ['network_id', 'epoch', 'day', 'offer_id', 'publisher_id', 'currency'] as const;
const HOUR_KEY = ['network_id', 'epoch', 'hour', 'offer_id', 'publisher_id', 'currency'] as const;

/**
 * Adds the deltas to the quarter-hour rollups and to the local day and hour rollups of each network's current zone
 * (read in this transaction, so that a change of zone waits for it): one multi-row upsert per table (and chunk), the
 * three in one statement on PostgreSQL.
 */
export async function applyRollups(db: Db, dialect: DialectName, deltas: RollupDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const networks = await localStatsOf(db, dialect, [...new Set(deltas.map((d) => d.network_id))]);
  const quarters = new Map<string, Row>();
  const days = new Map<string, Row>();
  const hours = new Map<string, Row>();
  for (const d of deltas) {
    const at = new Date(d.at);
    add(quarters, [d.network_id, quarterMinuteOf(at), d.offer_id, d.publisher_id, d.currency], d);
    const local: LocalStats | undefined = networks.get(d.network_id);
    if (!local) continue;
    const hour = localHourNumber(at, local.timeZone);
    add(days, [d.network_id, local.epoch, Math.floor(hour / 24), d.offer_id, d.publisher_id, d.currency], d);
    add(hours, [d.network_id, local.epoch, hour, d.offer_id, d.publisher_id, d.currency], d);
  }
  await bulkInsertTogether(db, dialect, [
    upsert('quarter_stats', QUARTER_KEY, quarters),
    upsert('local_day_stats', DAY_KEY, days),
    upsert('local_hour_stats', HOUR_KEY, hours),
  ]);
}

export type NewClick = Insertable<ClicksTable>;

const NO_CHANGE = { clicks: 0, unique_clicks: 0, conversions: 0, payout: 0, revenue: 0 };

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

/** A click as the values of its row, in CLICK_COLUMNS order: what a batch insert binds, with no object per click. */
export type ClickRow = unknown[];

type ClickColumn = (typeof CLICK_COLUMNS)[number];
/** Where each column sits in a ClickRow. */
export const CLICK_COLUMN_INDEX = Object.fromEntries(CLICK_COLUMNS.map((column, i) => [column, i])) as Record<
  ClickColumn,
  number
>;
const C = CLICK_COLUMN_INDEX;

export function clickRowOf(click: NewClick): ClickRow {
  return CLICK_COLUMNS.map((column) => click[column] ?? null);
}

const counted = (row: ClickRow) =>
  row[C.status] === 'accepted' && row[C.offer_id] != null && row[C.publisher_id] != null;

/**
 * Writes a batch of clicks, as rows (clickRowOf), with their rollups (call inside a transaction): marks the first click
 * of each (local day, offer, publisher, ip) unique, inserts the clicks in multi-row statements, then one upsert per
 * rollup.
 */
export async function writeClickRows(db: Db, dialect: DialectName, rows: ClickRow[]): Promise<void> {
  if (rows.length === 0) return;
  const firstOfKey = new Map<string, ClickRow>();
  const uniqueRows: unknown[][] = [];
  for (const row of rows) {
    row[C.is_unique] = 0;
    if (!counted(row)) continue;
    const day = (row[C.local_hour] as string).slice(0, 10);
    const key = `${row[C.network_id]}|${day}|${row[C.offer_id]}|${row[C.publisher_id]}|${row[C.ip]}`;
    if (firstOfKey.has(key)) continue;
    firstOfKey.set(key, row);
    uniqueRows.push([row[C.network_id], day, row[C.offer_id], row[C.publisher_id], row[C.ip]]);
  }
  const inserted = await bulkInsert<UniqueKey>(db, dialect, 'click_uniques', UNIQUE_COLUMNS, uniqueRows, {
    tail: `on conflict do nothing returning ${UNIQUE_COLUMNS.join(', ')}`,
    rowsPerStatement: 250,
    yieldBetween: true,
  });
  for (const u of inserted) {
    const row = firstOfKey.get(`${u.network_id}|${u.day}|${u.offer_id}|${u.publisher_id}|${u.ip}`);
    if (row) row[C.is_unique] = 1;
  }
  await bulkInsert(db, dialect, 'clicks', CLICK_COLUMNS, rows, { rowsPerStatement: 150, yieldBetween: true });
  await applyRollups(db, dialect, [...clickDeltas(rows, await offerCurrencies(db, dialect, rows)).values()]);
}

/** The currency of each offer the batch's counted clicks went to: a click's money (CPC) is in its offer's. */
async function offerCurrencies(db: Db, dialect: DialectName, rows: ClickRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.filter(counted).map((row) => Number(row[C.offer_id])))];
  if (ids.length === 0) return new Map();
  const offers = await statisticsPlatformStore(db, dialect).offerCurrencies(ids);
  return new Map(offers.map((o) => [Number(o.id), o.currency]));
}

/**
 * One delta per network, quarter hour, offer and publisher: every local hour and day of a quarter is the same. The
 * quarter of each minute is worked out once (clicks of a batch come from the same few minutes).
 */
function clickDeltas(rows: ClickRow[], currencies: Map<number, string>): Map<string, RollupDelta> {
  const deltas = new Map<string, RollupDelta>();
  const quarterOfMinute = new Map<string, number>();
  for (const row of rows) {
    if (!counted(row)) continue;
    const at = row[C.created_at] as string;
    // To the minute, for the UTC time of toISOString (the only kind written); any other kind, whole.
    const minute = at.endsWith('Z') ? at.slice(0, 16) : at;
    let quarter = quarterOfMinute.get(minute);
    if (quarter === undefined) {
      quarter = quarterMinuteOf(new Date(at));
      quarterOfMinute.set(minute, quarter);
    }
    const key = `${row[C.network_id]}|${quarter}|${row[C.offer_id]}|${row[C.publisher_id]}`;
    let delta = deltas.get(key);
    if (!delta) {
      delta = {
        ...NO_CHANGE,
        network_id: row[C.network_id] as number,
        at,
        offer_id: row[C.offer_id] as number,
        publisher_id: row[C.publisher_id] as number,
        currency: currencies.get(Number(row[C.offer_id])) ?? 'USD',
      };
      deltas.set(key, delta);
    }
    delta.clicks += 1;
    delta.unique_clicks += row[C.is_unique] as number;
    delta.payout += Number(row[C.payout]);
    delta.revenue += Number(row[C.revenue]);
  }
  return deltas;
}
