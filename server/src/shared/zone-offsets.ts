import { localHourOf, offsetMinutes } from './time-zones';

/**
 * Network-local time as numbers, for rollups kept in UTC quarter hours: a local day is the number of days, a local
 * hour the number of hours, from 1970-01-01T00 on the zone's wall clock to it. Every zone's offset is a whole number
 * of quarter hours, so a UTC quarter hour lies in one local hour and one local day.
 */
export const QUARTER_MINUTES = 15;
const MINUTE_MS = 60_000;

/** The UTC quarter hour an instant falls in, as minutes since 1970. */
export function quarterMinuteOf(instant: Date): number {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  return minute - (minute % QUARTER_MINUTES);
}

/** The local hour of an instant in the zone, as a number. */
export function localHourNumber(instant: Date, timeZone: string): number {
  return Date.parse(`${localHourOf(instant, timeZone)}:00:00Z`) / 3_600_000;
}

export const dayNumberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
export const dayOfNumber = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** YYYY-MM-DDTHH of a local hour number. */
export const hourOfNumber = (hour: number) => new Date(hour * 3_600_000).toISOString().slice(0, 13);

/** From UTC minute `from` on, the zone is `offset` minutes ahead of UTC (until the next span's `from`). */
export interface OffsetSpan {
  from: number;
  offset: number;
}

const offsetAt = (minute: number, timeZone: string) => offsetMinutes(new Date(minute * MINUTE_MS), timeZone);

/**
 * The zone's offsets over the UTC minutes [start, end) (quarter hours): one span, or one more for each change (DST).
 * Offsets change a few times a year and never twice in a day: it looks once a day, then narrows a change down to
 * its quarter hour.
 */
export function offsetSpans(start: number, end: number, timeZone: string): OffsetSpan[] {
  const spans: OffsetSpan[] = [{ from: start, offset: offsetAt(start, timeZone) }];
  const last = end - QUARTER_MINUTES;
  for (let lo = start; lo < last; ) {
    const hi = Math.min(lo + 1440, last);
    const offset = offsetAt(hi, timeZone);
    if (offset !== spans[spans.length - 1]?.offset) {
      let [before, after] = [lo, hi];
      while (after - before > QUARTER_MINUTES) {
        const middle = before + Math.floor((after - before) / 2 / QUARTER_MINUTES) * QUARTER_MINUTES;
        if (offsetAt(middle, timeZone) === offset) after = middle;
        else before = middle;
      }
      spans.push({ from: after, offset });
    }
    lo = hi;
  }
  return spans;
}
