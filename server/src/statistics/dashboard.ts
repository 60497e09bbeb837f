import type { Comparison, DashboardSummary } from '@affnet/contracts';
import { now as clockNow } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { addDays, localDayOf } from '../shared/time-zones';
import { rateOn } from './exchange-rates';
import { periodSums } from './period-sums';
import { comparedPeriod, dashboardPeriods, type PeriodPair } from './periods';
import { fromRollups } from './rollup-report';
import { addSums, figuresFor, type StatisticsScope, type Sums, sumsOf, ZERO } from './scope';
import { buildReport } from './statistics';
import { statisticsStore } from './store';

const TOP_OFFERS = 5;

/**
 * Like for like: a currency on its own line in either period that has a rate by the last day of the pair was
 * converted into the reporting currency on some days and not on others (rates run on from their day), so one
 * period's reporting-currency money holds it and the other's does not: those two figures are not compared.
 */
function moneyComparable(scope: StatisticsScope, pair: PeriodPair, ...sums: Sums[]): boolean {
  const { rates } = scope;
  return sums.every((s) =>
    [...s.money.keys()].every(
      (currency) => currency === rates.reporting || rateOn(rates, currency, pair.current.to) === null,
    ),
  );
}

async function compare(ctx: AppContext, scope: StatisticsScope, pair: PeriodPair): Promise<Comparison> {
  const [current, previous] = await Promise.all([
    periodSums(ctx, scope, pair.current),
    periodSums(ctx, scope, pair.previous),
  ]);
  return {
    current: figuresFor(scope, current),
    previous: figuresFor(scope, previous),
    current_period: comparedPeriod(pair.current),
    previous_period: comparedPeriod(pair.previous),
    money_comparable: moneyComparable(scope, pair, current, previous),
  };
}

/** Today, the last 7 days and this month, each against a like period; 30 days of series and the top offers. */
export async function buildDashboard(
  ctx: AppContext,
  scope: StatisticsScope,
  now = clockNow(),
): Promise<DashboardSummary> {
  const today = localDayOf(now, scope.timeZone);
  const periods = dashboardPeriods(now, scope.timeZone);
  // Today counts until now, as in the cards: the last point of the series is a partial day.
  const thirty = { from: addDays(today, -29), to: today, until: periods.today.current.until };
  const [todayVs, weekVs, monthVs, days, offers] = await Promise.all([
    compare(ctx, scope, periods.today),
    compare(ctx, scope, periods.last_7_days),
    compare(ctx, scope, periods.this_month),
    buildReport(ctx, scope, { from: thirty.from, to: thirty.to, group: ['day'] }),
    fromRollups(ctx, scope, { from: thirty.from, to: thirty.to, group: ['offer'] }),
  ]);
  const byDay = new Map(days.rows.map((row) => [row.keys[0], row]));
  const series: DashboardSummary['series'] = [];
  for (let day = thirty.from; day <= thirty.to; day = addDays(day, 1)) {
    const { keys: _keys, ...figures } = byDay.get(day) ?? { keys: [], ...figuresFor(scope, ZERO) };
    series.push({ day, ...figures });
  }
  const names = new Map((await statisticsStore(ctx.db, scope.networkId).offerNames()).map((o) => [o.id, o.name]));
  const money = scope.role === 'publisher' ? 'payout' : 'revenue';
  // Ranked by the money of the reporting currency (converted where a rate exists), then by clicks.
  const ranked = (sums: Sums) => sums.money.get(scope.rates.reporting)?.[money] ?? 0;
  const byOffer = new Map<number, Sums>();
  for (const row of offers) {
    const id = Number(row.k0);
    byOffer.set(id, addSums(byOffer.get(id) ?? ZERO, sumsOf(scope, row)));
  }
  const top_offers = [...byOffer]
    .map(([offer_id, sums]) => ({ offer_id, sums }))
    .sort((a, b) => ranked(b.sums) - ranked(a.sums) || b.sums.clicks - a.sums.clicks)
    .slice(0, TOP_OFFERS)
    .map(({ offer_id, sums }) => ({
      offer_id,
      offer_name: names.get(offer_id) ?? String(offer_id),
      ...figuresFor(scope, sums),
    }));
  return {
    time_zone: scope.timeZone,
    currency: scope.rates.reporting,
    today: todayVs,
    last_7_days: weekVs,
    this_month: monthVs,
    last_30_days: thirty,
    series,
    top_offers,
  };
}
