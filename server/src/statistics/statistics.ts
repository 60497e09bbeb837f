import type { Report, ReportGroup, ReportRow } from '@affnet/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { AppContext } from '../shared/context';
import type { DayRange } from '../shared/time-zones';
import {
  addSums,
  figuresFor,
  hidesWithheld,
  type StatisticsScope,
  type Sums,
  scopeFilter,
  sumsOf,
  ZERO,
} from './scope';

export interface ReportFilter extends DayRange {
  group: ReportGroup[];
  /** Narrower bounds (YYYY-MM-DDTHH, inclusive) of an hourly rollup query: part of a day. */
  hours?: { from: string; to: string };
  offer_id?: number;
  publisher_id?: number;
}

const ROLLUP_GROUPS = new Set<ReportGroup>(['day', 'hour', 'month', 'offer', 'publisher']);
const TIME_GROUPS = new Set<ReportGroup>(['day', 'hour', 'month']);

/** SQL of a group level over a table whose local time column is `time` (YYYY-MM-DD or YYYY-MM-DDTHH). */
function groupSql(group: ReportGroup, alias: string, time: string, clickAlias = alias): RawBuilder<unknown> {
  const t = `${alias}.${time}`;
  switch (group) {
    case 'day':
      return sql.raw(`substr(${t}, 1, 10)`);
    case 'hour':
      return sql.raw(t);
    case 'month':
      return sql.raw(`substr(${t}, 1, 7)`);
    case 'offer':
    case 'publisher':
      return sql.raw(`${alias}.${group}_id`);
    case 'os':
      return sql.raw(`${clickAlias}.os`);
    default:
      return sql.raw(`coalesce(${clickAlias}.${group}, '')`);
  }
}

type Row = Record<string, unknown>;

export async function fromRollups(ctx: AppContext, scope: StatisticsScope, f: ReportFilter): Promise<Row[]> {
  const hourly = f.group.includes('hour');
  const table = hourly ? 'hourly_stats' : 'daily_stats';
  const time = hourly ? 'hour' : 'day';
  const [lo, hi] = hourly ? [f.hours?.from ?? `${f.from}T00`, f.hours?.to ?? `${f.to}T23`] : [f.from, f.to];
  let query = ctx.db
    .selectFrom(`${table} as s` as 'daily_stats as s')
    .where(scopeFilter(scope, 's'))
    .where(sql.ref(`s.${time}`), '>=', lo)
    .where(sql.ref(`s.${time}`), '<=', hi);
  if (f.offer_id !== undefined) query = query.where('s.offer_id', '=', f.offer_id);
  if (f.publisher_id !== undefined) query = query.where('s.publisher_id', '=', f.publisher_id);
  const hide = hidesWithheld(scope);
  let select = query.select((eb) => [
    eb.fn.sum<number>('s.clicks').as('clicks'),
    eb.fn.sum<number>('s.unique_clicks').as('unique_clicks'),
    hide
      ? sql<number>`sum(s.conversions - s.withheld_conversions)`.as('conversions')
      : eb.fn.sum<number>('s.conversions').as('conversions'),
    hide ? sql<number>`sum(s.payout - s.withheld_payout)`.as('payout') : eb.fn.sum<number>('s.payout').as('payout'),
    eb.fn.sum<number>('s.revenue').as('revenue'),
  ]);
  f.group.forEach((group, i) => {
    select = select.select(groupSql(group, 's', time).as(`k${i}`)).groupBy(groupSql(group, 's', time));
  });
  return (await select.execute()) as Row[];
}

/** Country, OS and sub id levels come from the raw clicks and their conversions (joined by click). */
async function fromRaw(ctx: AppContext, scope: StatisticsScope, f: ReportFilter): Promise<Row[]> {
  const [lo, hi] = [`${f.from}T00`, `${f.to}T23`];
  let clicks = ctx.db
    .selectFrom('clicks as k')
    .where(scopeFilter(scope, 'k'))
    .where('k.status', '=', 'accepted')
    .where('k.local_hour', '>=', lo)
    .where('k.local_hour', '<=', hi)
    .select((eb) => [
      eb.fn.countAll<number>().as('clicks'),
      eb.fn.sum<number>('k.is_unique').as('unique_clicks'),
      eb.fn.sum<number>('k.payout').as('payout'),
      eb.fn.sum<number>('k.revenue').as('revenue'),
    ]);
  let conversions = ctx.db
    .selectFrom('conversions as c')
    .innerJoin('clicks as k', (join) => join.onRef('k.click_id', '=', 'c.click_id'))
    .where(scopeFilter(scope, 'c'))
    .where('c.status', 'in', ['approved', 'pending'])
    .$if(hidesWithheld(scope), (q) => q.where('c.withheld', '=', 0))
    .where('c.local_hour', '>=', lo)
    .where('c.local_hour', '<=', hi)
    .select((eb) => [
      eb.fn.countAll<number>().as('conversions'),
      eb.fn.sum<number>('c.payout').as('payout'),
      eb.fn.sum<number>('c.revenue').as('revenue'),
    ]);
  if (f.offer_id !== undefined) {
    clicks = clicks.where('k.offer_id', '=', f.offer_id);
    conversions = conversions.where('c.offer_id', '=', f.offer_id);
  }
  if (f.publisher_id !== undefined) {
    clicks = clicks.where('k.publisher_id', '=', f.publisher_id);
    conversions = conversions.where('c.publisher_id', '=', f.publisher_id);
  }
  f.group.forEach((group, i) => {
    clicks = clicks.select(groupSql(group, 'k', 'local_hour').as(`k${i}`)).groupBy(groupSql(group, 'k', 'local_hour'));
    const conversionSql = groupSql(group, 'c', 'local_hour', 'k');
    conversions = conversions.select(conversionSql.as(`k${i}`)).groupBy(conversionSql);
  });
  const [clickRows, conversionRows] = await Promise.all([clicks.execute(), conversions.execute()]);
  return [...(clickRows as Row[]), ...(conversionRows as Row[])];
}

async function namesOf(ctx: AppContext, networkId: number, group: ReportGroup): Promise<Map<string, string>> {
  const rows =
    group === 'offer'
      ? await ctx.db.selectFrom('offers').select(['id', 'name']).where('network_id', '=', networkId).execute()
      : await ctx.db.selectFrom('users').select(['id', 'name']).where('network_id', '=', networkId).execute();
  return new Map(rows.map((r) => [String(r.id), r.name]));
}

/** The report: sums per group keys from the rollups (or the raw rows for country, OS and sub ids), with totals. */
export async function buildReport(ctx: AppContext, scope: StatisticsScope, f: ReportFilter): Promise<Report> {
  const useRollups = f.group.every((g) => ROLLUP_GROUPS.has(g));
  const rows = useRollups ? await fromRollups(ctx, scope, f) : await fromRaw(ctx, scope, f);
  const merged = new Map<string, { keys: string[]; sums: Sums }>();
  for (const row of rows) {
    const keys = f.group.map((_, i) => String(row[`k${i}`] ?? ''));
    const id = keys.join('\u0000');
    const known = merged.get(id);
    merged.set(id, { keys, sums: addSums(known?.sums ?? ZERO, sumsOf(row)) });
  }
  const names = await Promise.all(
    f.group.map((g) => (g === 'offer' || g === 'publisher' ? namesOf(ctx, scope.networkId, g) : null)),
  );
  const entries = [...merged.values()];
  const first = f.group[0];
  entries.sort((a, b) =>
    first && TIME_GROUPS.has(first)
      ? a.keys.join('\u0000').localeCompare(b.keys.join('\u0000'))
      : b.sums.clicks - a.sums.clicks || a.keys.join().localeCompare(b.keys.join()),
  );
  let totals = ZERO;
  const reportRows: ReportRow[] = entries.map(({ keys, sums }) => {
    totals = addSums(totals, sums);
    const labels = keys.map((key, i) => {
      if (f.group[i] === 'hour') return `${key.slice(0, 10)} ${key.slice(11, 13)}:00`;
      return names[i]?.get(key) ?? key;
    });
    return { keys: labels, ...figuresFor(scope, sums) };
  });
  return {
    from: f.from,
    to: f.to,
    time_zone: scope.timeZone,
    currency: scope.currency,
    group: f.group,
    rows: reportRows,
    totals: figuresFor(scope, totals),
  };
}
