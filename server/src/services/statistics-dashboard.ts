import type { Comparison, DashboardSummary } from '@affnet/contracts';
import { now as clockNow } from '../clock';
import type { AppContext } from '../context';
import { buildReport, fromRollups } from './statistics';
import { figuresFor, type StatisticsScope, sumsOf } from './statistics-scope';
import { addDays, type DayRange, firstOfMonth, lastOfMonth, localDayOf } from './time-zones';

const TOP_OFFERS = 5;

async function totals(ctx: AppContext, scope: StatisticsScope, range: DayRange) {
  return (await buildReport(ctx, scope, { ...range, group: [] })).totals;
}

async function compare(ctx: AppContext, scope: StatisticsScope, current: DayRange, previous: DayRange) {
  const [a, b] = await Promise.all([totals(ctx, scope, current), totals(ctx, scope, previous)]);
  return { current: a, previous: b } satisfies Comparison;
}

/** Today vs yesterday, last 7 days vs the 7 before, this month vs last, 30 days of series and the top offers. */
export async function buildDashboard(
  ctx: AppContext,
  scope: StatisticsScope,
  now = clockNow(),
): Promise<DashboardSummary> {
  const today = localDayOf(now, scope.timeZone);
  const lastMonthEnd = addDays(firstOfMonth(today), -1);
  const thirty = { from: addDays(today, -29), to: today };
  const [todayVs, weekVs, monthVs, days, offers] = await Promise.all([
    compare(ctx, scope, { from: today, to: today }, { from: addDays(today, -1), to: addDays(today, -1) }),
    compare(ctx, scope, { from: addDays(today, -6), to: today }, { from: addDays(today, -13), to: addDays(today, -7) }),
    compare(
      ctx,
      scope,
      { from: firstOfMonth(today), to: today },
      { from: firstOfMonth(lastMonthEnd), to: lastOfMonth(lastMonthEnd) },
    ),
    buildReport(ctx, scope, { ...thirty, group: ['day'] }),
    fromRollups(ctx, scope, { ...thirty, group: ['offer'] }),
  ]);
  const byDay = new Map(days.rows.map((row) => [row.keys[0], row]));
  const series: DashboardSummary['series'] = [];
  for (let day = thirty.from; day <= thirty.to; day = addDays(day, 1)) {
    const { keys: _keys, ...figures } = byDay.get(day) ?? { keys: [], ...figuresFor(scope, sumsOf({})) };
    series.push({ day, ...figures });
  }
  const names = new Map(
    (await ctx.db.selectFrom('offers').select(['id', 'name']).where('network_id', '=', scope.networkId).execute()).map(
      (o) => [o.id, o.name],
    ),
  );
  const money = scope.role === 'publisher' ? 'payout' : 'revenue';
  const top_offers = offers
    .map((row) => ({ offer_id: Number(row.k0), sums: sumsOf(row) }))
    .sort((a, b) => b.sums[money] - a.sums[money] || b.sums.clicks - a.sums.clicks)
    .slice(0, TOP_OFFERS)
    .map(({ offer_id, sums }) => ({
      offer_id,
      offer_name: names.get(offer_id) ?? String(offer_id),
      ...figuresFor(scope, sums),
    }));
  return {
    time_zone: scope.timeZone,
    currency: scope.currency,
    today: todayVs,
    last_7_days: weekVs,
    this_month: monthVs,
    series,
    top_offers,
  };
}
