import type { AppContext } from '../shared/context';
import { addDays } from '../shared/time-zones';
import { instantAt, type Period } from './periods';
import { fromRollups } from './rollup-report';
import { addSums, hidesWithheld, type StatisticsScope, type Sums, scopeFilter, sumsOf, ZERO } from './scope';

const totalOf = (scope: StatisticsScope) => (rows: Record<string, unknown>[]) =>
  rows.reduce<Sums>((sum, row) => addSums(sum, sumsOf(scope, row)), ZERO);

/**
 * Clicks and conversions from the start of a local hour (of `day`) to `cutoff`, from the raw rows (rollups hold whole
 * hours), per currency.
 */
async function partOfHour(ctx: AppContext, scope: StatisticsScope, day: string, start: string, cutoff: string) {
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
  return [...k, ...c].reduce<Sums>((sum, row) => addSums(sum, sumsOf(scope, row, day)), ZERO);
}

/**
 * Sums of a period: its whole days from the daily rollups; a last day cut at a clock time from the hourly rollups
 * up to that hour and the raw rows of the hour itself, so "until 14:05" means 14:05, not 14:00 or 15:00.
 */
export async function periodSums(ctx: AppContext, scope: StatisticsScope, period: Period): Promise<Sums> {
  const total = totalOf(scope);
  if (period.clock === null)
    return total(await fromRollups(ctx, scope, { from: period.from, to: period.to, group: [] }));
  const { to: day, clock } = period;
  // A local hour that DST repeats starts at its first time: the part holds both until the cutoff.
  const hourStart = instantAt(day, `${clock.slice(0, 2)}:00:00`, scope.timeZone).toISOString();
  const cutoff = instantAt(day, clock, scope.timeZone).toISOString();
  const parts: Promise<Sums>[] = [partOfHour(ctx, scope, day, hourStart, cutoff)];
  if (period.from < day) {
    parts.push(fromRollups(ctx, scope, { from: period.from, to: addDays(day, -1), group: [] }).then(total));
  }
  if (clock.slice(0, 2) !== '00') {
    const lastWhole = `${day}T${String(Number(clock.slice(0, 2)) - 1).padStart(2, '0')}`;
    const hours = { from: `${day}T00`, to: lastWhole };
    parts.push(fromRollups(ctx, scope, { from: day, to: day, group: ['hour'], hours }).then(total));
  }
  return (await Promise.all(parts)).reduce(addSums, ZERO);
}
