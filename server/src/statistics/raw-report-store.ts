import type { ReportGroup } from '@affnet/contracts';
import { type RawBuilder, sql } from 'kysely';
import { DEFAULT_GOAL } from '../offers/goal-store';
import type { AppContext } from '../shared/context';
import { quarterMinuteSql } from '../shared/db/dialect-sql';
import { utcRangeOfDays } from '../shared/time-zones';
import { dayNumberOf, offsetSpans } from '../shared/zone-offsets';
import { localDaySql, localHourSql, localMinuteSql, monthSql } from './local-time-sql';
import { hidesWithheld, keepsDays, type StatisticsScope, scopeFilter } from './scope';
import type { ReportFilter } from './statistics';

/*
 * The queries of the raw clicks and conversions of the scope's network (scopeFilter binds each to it, and to the
 * role's part): what the rollups cannot answer (country, OS, Sub IDs, goals, part of an hour).
 */

type Row = Record<string, unknown>;
const minuteOf = (iso: string) => Date.parse(iso) / 60_000;
const isoOf = (minute: number) => new Date(minute * 60_000).toISOString();

/**
 * Group levels over raw rows (`alias`, with their click as `clickAlias`): time levels from the row's UTC time in the
 * zone, as local day, hour and month-start numbers.
 */
function grouping(ctx: AppContext, scope: StatisticsScope, f: ReportFilter, range: { start: string; end: string }) {
  const spans = offsetSpans(minuteOf(range.start), minuteOf(range.end), scope.timeZone);
  return (group: ReportGroup, alias: string, clickAlias = alias): RawBuilder<unknown> => {
    const created = sql.ref(`${alias}.created_at`);
    const minute = () =>
      localMinuteSql(quarterMinuteSql(ctx.dialect, created), spans, (m) => sql`${created} < ${sql.lit(isoOf(m))}`);
    switch (group) {
      case 'day':
        return localDaySql(minute());
      case 'hour':
        return localHourSql(minute());
      case 'month':
        return monthSql(localDaySql(minute()), dayNumberOf(f.from), dayNumberOf(f.to));
      case 'offer':
      case 'publisher':
        return sql.ref(`${alias}.${group}_id`);
      case 'os':
        return sql.ref(`${clickAlias}.os`);
      // A click has no goal: the clicks count under the default goal, conversions under theirs. An expression, not
      // a bare text: GROUP BY of a constant is refused by PostgreSQL.
      case 'goal':
        return alias === clickAlias
          ? sql`(${sql.lit(DEFAULT_GOAL)} || '')`
          : sql`coalesce(${sql.ref(`${alias}.goal`)}, ${sql.lit(DEFAULT_GOAL)})`;
      default:
        return sql`coalesce(${sql.ref(`${clickAlias}.${group}`)}, '')`;
    }
  };
}

/** Country, OS and sub id levels come from the raw clicks and their conversions (joined by click), by UTC time. */
export async function fromRaw(ctx: AppContext, scope: StatisticsScope, f: ReportFilter): Promise<Row[]> {
  const range = utcRangeOfDays(f.from, f.to, scope.timeZone);
  const groupSql = grouping(ctx, scope, f, range);
  // A click's money (CPC) is in its offer's currency.
  let clicks = ctx.db
    .selectFrom('clicks as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .where(scopeFilter(scope, 'k'))
    .where('k.status', '=', 'accepted')
    .where('k.created_at', '>=', range.start)
    .where('k.created_at', '<', range.end)
    .select((eb) => [
      eb.fn.countAll<number>().as('clicks'),
      eb.fn.sum<number>('k.is_unique').as('unique_clicks'),
      eb.fn.sum<number>('k.payout').as('payout'),
      eb.fn.sum<number>('k.revenue').as('revenue'),
      'o.currency',
    ])
    .groupBy('o.currency');
  let conversions = ctx.db
    .selectFrom('conversions as c')
    .innerJoin('clicks as k', (join) => join.onRef('k.click_id', '=', 'c.click_id'))
    .where(scopeFilter(scope, 'c'))
    .where('c.status', 'in', ['approved', 'pending'])
    .$if(hidesWithheld(scope), (q) => q.where('c.withheld', '=', 0))
    .where('c.created_at', '>=', range.start)
    .where('c.created_at', '<', range.end)
    .select((eb) => [
      eb.fn.countAll<number>().as('conversions'),
      eb.fn.sum<number>('c.payout').as('payout'),
      eb.fn.sum<number>('c.revenue').as('revenue'),
      'c.currency',
    ])
    .groupBy('c.currency');
  if (f.offer_id !== undefined) {
    clicks = clicks.where('k.offer_id', '=', f.offer_id);
    conversions = conversions.where('c.offer_id', '=', f.offer_id);
  }
  if (f.goal !== undefined) {
    conversions =
      f.goal === DEFAULT_GOAL ? conversions.where('c.goal', 'is', null) : conversions.where('c.goal', '=', f.goal);
  }
  if (f.publisher_id !== undefined) {
    clicks = clicks.where('k.publisher_id', '=', f.publisher_id);
    conversions = conversions.where('c.publisher_id', '=', f.publisher_id);
  }
  if (keepsDays(scope)) {
    const [clickDay, conversionDay] = [groupSql('day', 'k'), groupSql('day', 'c', 'k')];
    clicks = clicks.select(clickDay.as('rate_day')).groupBy(clickDay);
    conversions = conversions.select(conversionDay.as('rate_day')).groupBy(conversionDay);
  }
  f.group.forEach((group, i) => {
    const clickKey = groupSql(group, 'k');
    clicks = clicks.select(clickKey.as(`k${i}`)).groupBy(clickKey);
    const conversionKey = groupSql(group, 'c', 'k');
    conversions = conversions.select(conversionKey.as(`k${i}`)).groupBy(conversionKey);
  });
  const [clickRows, conversionRows] = await Promise.all([clicks.execute(), conversions.execute()]);
  return [...(clickRows as Row[]), ...(conversionRows as Row[])];
}

/**
 * Clicks and conversions from `start` to `cutoff` (within one local hour: rollups hold whole hours), per currency.
 */
export async function partOfHourRows(ctx: AppContext, scope: StatisticsScope, start: string, cutoff: string) {
  const clicks = ctx.db
    .selectFrom('clicks as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .where(scopeFilter(scope, 'k'))
    .where('k.status', '=', 'accepted')
    .where('k.created_at', '>=', start)
    .where('k.created_at', '<', cutoff)
    .select((eb) => [
      eb.fn.countAll<number>().as('clicks'),
      eb.fn.sum<number>('k.is_unique').as('unique_clicks'),
      eb.fn.sum<number>('k.payout').as('payout'),
      eb.fn.sum<number>('k.revenue').as('revenue'),
      'o.currency',
    ])
    .groupBy('o.currency');
  const conversions = ctx.db
    .selectFrom('conversions as c')
    .where(scopeFilter(scope, 'c'))
    .where('c.status', 'in', ['approved', 'pending'])
    .$if(hidesWithheld(scope), (q) => q.where('c.withheld', '=', 0))
    .where('c.created_at', '>=', start)
    .where('c.created_at', '<', cutoff)
    .select((eb) => [
      eb.fn.countAll<number>().as('conversions'),
      eb.fn.sum<number>('c.payout').as('payout'),
      eb.fn.sum<number>('c.revenue').as('revenue'),
      'c.currency',
    ])
    .groupBy('c.currency');
  const [k, c] = await Promise.all([clicks.execute(), conversions.execute()]);
  return [...k, ...c] as Row[];
}
