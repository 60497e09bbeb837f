import type { Report, ReportGroup, ReportRow } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import type { DayRange } from '../shared/time-zones';
import { dayOfNumber, hourOfNumber } from '../shared/zone-offsets';
import { everyLocalHour } from './every-hour';
import { hidesPublishers, publisherAlias } from './publisher-alias';
import { fromRaw } from './raw-report-store';
import { fromRollups } from './rollup-report';
import { addSums, figuresFor, type StatisticsScope, type Sums, sumsOf, ZERO } from './scope';
import { statisticsStore } from './store';

export interface ReportFilter extends DayRange {
  group: ReportGroup[];
  /** Narrower bounds (YYYY-MM-DDTHH, inclusive) of an hourly rollup query: part of a day. */
  hours?: { from: string; to: string };
  offer_id?: number;
  publisher_id?: number;
  /** An offer goal's postback value (`default`: the default goals'): its conversions, from the raw rows. */
  goal?: string;
}

const ROLLUP_GROUPS = new Set<ReportGroup>(['day', 'hour', 'month', 'offer', 'publisher']);
const TIME_GROUPS = new Set<ReportGroup>(['day', 'hour', 'month']);

/** A group key as the report says it: time levels come as local day, hour and month-start day numbers. */
function keyOf(group: ReportGroup | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (group === 'day') return dayOfNumber(Number(value));
  if (group === 'hour') return hourOfNumber(Number(value));
  if (group === 'month') return dayOfNumber(Number(value)).slice(0, 7);
  return String(value);
}

/** What a key of the offer or publisher level reads as: a name, or for an advertiser a publisher's alias. */
async function namesOf(ctx: AppContext, scope: StatisticsScope, group: ReportGroup, keys: string[]) {
  if (group === 'publisher' && hidesPublishers(scope))
    return new Map(keys.filter((id) => id !== '').map((id) => [id, publisherAlias(id)]));
  const store = statisticsStore(ctx.db, scope.networkId);
  const rows = group === 'offer' ? await store.offerNames() : await store.peopleNames();
  return new Map(rows.map((r) => [String(r.id), r.name]));
}

/**
 * The report: sums per group keys (money per currency, never added: see figuresFor) from the rollups (or the raw rows for country, OS and sub
 * ids), with totals.
 */
export async function buildReport(ctx: AppContext, scope: StatisticsScope, f: ReportFilter): Promise<Report> {
  // The rollups have no goal key: goals are read from the raw conversions.
  const useRollups = f.goal === undefined && f.group.every((g) => ROLLUP_GROUPS.has(g));
  const rows = useRollups ? await fromRollups(ctx, scope, f) : await fromRaw(ctx, scope, f);
  const merged = new Map<string, { keys: string[]; sums: Sums }>();
  for (const row of rows) {
    const keys = f.group.map((group, i) => keyOf(group, row[`k${i}`]));
    const id = keys.join('\u0000');
    const known = merged.get(id);
    merged.set(id, { keys, sums: addSums(known?.sums ?? ZERO, sumsOf(scope, row)) });
  }
  // A report by hour lists the period's quiet hours too, with zeros, so its table and chart show when nothing came
  // (issue 28). One with no traffic at all stays empty: the page says so rather than drawing a flat line.
  if (f.group.length === 1 && f.group[0] === 'hour' && !f.hours && merged.size > 0) {
    for (const hour of everyLocalHour(f.from, f.to, scope.timeZone)) {
      if (!merged.has(hour)) merged.set(hour, { keys: [hour], sums: ZERO });
    }
  }
  const entries = [...merged.values()];
  const names = await Promise.all(
    f.group.map((g, i) =>
      g === 'offer' || g === 'publisher'
        ? namesOf(
            ctx,
            scope,
            g,
            entries.map((e) => e.keys[i] ?? ''),
          )
        : null,
    ),
  );
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
    currency: scope.rates.reporting,
    group: f.group,
    rows: reportRows,
    totals: figuresFor(scope, totals),
  };
}
