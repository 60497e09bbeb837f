import { type RawBuilder, sql } from 'kysely';
import { dayNumberOf, dayOfNumber, type OffsetSpan } from '../shared/zone-offsets';

/**
 * SQL of network-local time over UTC rows: every number is written into the SQL as a literal, so that a SELECT and
 * its GROUP BY hold the same text (PostgreSQL matches them by text).
 */
const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`Not an integer: ${n}`);
  return sql.raw(String(n));
};

/**
 * The local minute of a row: its UTC minute plus the zone's offset then; `before(minute)` is the SQL condition of a
 * row earlier than that UTC minute (offsets change between the spans).
 */
export function localMinuteSql(
  utcMinute: RawBuilder<unknown>,
  spans: OffsetSpan[],
  before: (minute: number) => RawBuilder<unknown>,
): RawBuilder<number> {
  const [first, ...later] = spans;
  if (!first) throw new Error('No offset span');
  if (later.length === 0) return sql<number>`(${utcMinute} + ${int(first.offset)})`;
  const whens = spans.slice(0, -1).map((span, i) => sql`when ${before(later[i]!.from)} then ${int(span.offset)}`);
  return sql<number>`(${utcMinute} + case ${sql.join(whens, sql` `)} else ${int(later.at(-1)!.offset)} end)`;
}

export const localDaySql = (localMinute: RawBuilder<number>) => sql<number>`(${localMinute} / 1440)`;
export const localHourSql = (localMinute: RawBuilder<number>) => sql<number>`(${localMinute} / 60)`;

/** The local day number of a month's first day, for a local day number in the days from..to. */
export function monthSql(day: RawBuilder<number>, from: number, to: number): RawBuilder<number> {
  const starts: number[] = [];
  for (let d = from; d <= to; d = dayNumberOf(nextMonth(dayOfNumber(d)))) starts.push(dayNumberOf(monthOf(d)));
  const [first, ...later] = starts;
  if (first === undefined) throw new Error('No month');
  // An expression, not a bare number: GROUP BY 20240 would name the 20240th column (SQLite and PostgreSQL).
  if (later.length === 0) return sql<number>`(${int(first)} + 0)`;
  const whens = later.map((start, i) => sql`when ${day} < ${int(start)} then ${int(starts[i]!)}`);
  return sql<number>`(case ${sql.join(whens, sql` `)} else ${int(later.at(-1)!)} end)`;
}

const monthOf = (day: number) => `${dayOfNumber(day).slice(0, 7)}-01`;
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}
