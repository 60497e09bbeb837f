import { addDays, localHourOf, startOfLocalDay } from '../shared/time-zones';

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Every local hour (YYYY-MM-DDTHH) of the days from..to on the zone's wall clock: 23 on the day DST starts, 24 on
 * the day it ends (its repeated hour is one local hour, as the rollups key it). Walked by quarter hours, so zones
 * whose offset or DST step is not a whole hour lose no hour either.
 */
export function everyLocalHour(from: string, to: string, timeZone: string): string[] {
  const end = startOfLocalDay(addDays(to, 1), timeZone).getTime();
  const hours = new Set<string>();
  for (let at = startOfLocalDay(from, timeZone).getTime(); at < end; at += QUARTER_HOUR_MS) {
    hours.add(localHourOf(new Date(at), timeZone));
  }
  return [...hours];
}
