import type { AppContext } from '../shared/context';
import { addDays } from '../shared/time-zones';
import { instantAt, type Period } from './periods';
import { partOfHourRows } from './raw-report-store';
import { fromRollups } from './rollup-report';
import { addSums, type StatisticsScope, type Sums, sumsOf, ZERO } from './scope';

const totalOf = (scope: StatisticsScope) => (rows: Record<string, unknown>[]) =>
  rows.reduce<Sums>((sum, row) => addSums(sum, sumsOf(scope, row)), ZERO);

/** Clicks and conversions from the start of a local hour (of `day`) to `cutoff`, per currency. */
async function partOfHour(ctx: AppContext, scope: StatisticsScope, day: string, start: string, cutoff: string) {
  const rows = await partOfHourRows(ctx, scope, start, cutoff);
  return rows.reduce<Sums>((sum, row) => addSums(sum, sumsOf(scope, row, day)), ZERO);
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
