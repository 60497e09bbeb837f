import type { ReportGroup } from '@affnet/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../shared/db/schema';
import { dayNumberOf } from '../shared/zone-offsets';
import { monthSql } from './local-time-sql';
import { hidesWithheld, keepsDays, type StatisticsScope, scopeFilter } from './scope';
import type { ReportFilter } from './statistics';

type Row = Record<string, unknown>;
const hourNumberOf = (hour: string) => Date.parse(`${hour}:00:00Z`) / 3_600_000;

/** SQL of a group level over the local day or hour rollups (`s`); time levels as day, hour and month-start numbers. */
function groupSql(group: ReportGroup, hourly: boolean, days: [number, number]): RawBuilder<unknown> {
  const day = hourly ? sql<number>`(s.hour / 24)` : sql<number>`s.day`;
  switch (group) {
    case 'day':
      return day;
    case 'hour':
      return sql`s.hour`;
    case 'month':
      return monthSql(day, ...days);
    default:
      return sql.ref(`s.${group}_id`);
  }
}

/**
 * Sums per currency (and per day when rates apply) of the scope's local day rollups (local hours when grouped by
 * hour, or for `hours` of a day) in the epoch of its current zone, whose days from..to are built.
 */
export async function rollupRows(db: Kysely<Database>, scope: StatisticsScope, f: ReportFilter): Promise<Row[]> {
  const days: [number, number] = [dayNumberOf(f.from), dayNumberOf(f.to)];
  const hourly = f.group.includes('hour') || f.hours !== undefined;
  const [time, lo, hi] = hourly
    ? [
        'hour',
        f.hours ? hourNumberOf(f.hours.from) : days[0] * 24,
        f.hours ? hourNumberOf(f.hours.to) : days[1] * 24 + 23,
      ]
    : ['day', ...days];
  let query = db
    .selectFrom(`${hourly ? 'local_hour_stats' : 'local_day_stats'} as s` as 'local_day_stats as s')
    .where(scopeFilter(scope, 's'))
    .where(sql.ref(`s.${time}`), '>=', lo)
    .where(sql.ref(`s.${time}`), '<=', hi)
    .where('s.epoch', '=', scope.epoch);
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
    'currency',
  ]);
  select = select.groupBy('s.currency');
  if (keepsDays(scope)) {
    const day = hourly ? sql<number>`(s.hour / 24)` : sql<number>`s.day`;
    select = select.select(day.as('rate_day')).groupBy(day);
  }
  f.group.forEach((group, i) => {
    const key = groupSql(group, hourly, days);
    select = select.select(key.as(`k${i}`)).groupBy(key);
  });
  return (await select.execute()) as Row[];
}
