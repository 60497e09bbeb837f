import type { DatePreset } from '@affnet/contracts';

/**
 * Network-local calendar arithmetic. A "day" is YYYY-MM-DD, an "hour" YYYY-MM-DDTHH, a "month" YYYY-MM, all in
 * the network's IANA time zone; instants are UTC. Formatters are cached per zone (creating one costs ~50 µs).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  } as LocalParts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Zone offsets change on quarter hours at most, so one answer holds for a whole UTC quarter hour. */
const QUARTER_HOUR = 15 * 60000;
const lastQuarter = new Map<string, { slot: number; hour: string }>();

/** YYYY-MM-DDTHH of the instant in the zone. */
export function localHourOf(instant: Date, timeZone: string): string {
  const slot = Math.floor(instant.getTime() / QUARTER_HOUR);
  const cached = lastQuarter.get(timeZone);
  if (cached && cached.slot === slot) return cached.hour;
  const p = localParts(instant, timeZone);
  const hour = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}`;
  lastQuarter.set(timeZone, { slot, hour });
  return hour;
}

export function localDayOf(instant: Date, timeZone: string): string {
  return localHourOf(instant, timeZone).slice(0, 10);
}

export function localMonthOf(instant: Date, timeZone: string): string {
  return localHourOf(instant, timeZone).slice(0, 7);
}

/** Offset of the zone from UTC at that instant, in minutes (e.g. +330 for Asia/Kolkata). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The first UTC instant of the local day (midnight, or the first existing minute after it on a DST gap). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d);
  // Two passes settle the offset even when midnight falls near a DST change.
  let guess = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60000;
  guess = wallClock - offsetMinutes(new Date(guess), timeZone) * 60000;
  if (localDayOf(new Date(guess), timeZone) !== day) {
    // Midnight did not exist (skipped by DST): step forward to the first instant of the day.
    while (localDayOf(new Date(guess), timeZone) < day) guess += 15 * 60000;
  }
  return new Date(guess);
}

/** UTC bounds [start, end) of the local days from..to (inclusive). */
export function utcRangeOfDays(from: string, to: string, timeZone: string): { start: string; end: string } {
  return {
    start: startOfLocalDay(from, timeZone).toISOString(),
    end: startOfLocalDay(addDays(to, 1), timeZone).toISOString(),
  };
}

/** Calendar arithmetic on YYYY-MM-DD (zone-free). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);
}

/** Monday = 0 … Sunday = 6. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function lastOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export interface DayRange {
  from: string;
  to: string;
}

/** The local days a preset covers in the zone at `now`; weeks start on Monday. */
export function resolvePreset(preset: DatePreset, timeZone: string, now: Date, custom?: Partial<DayRange>): DayRange {
  const today = localDayOf(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this_week':
      return { from: addDays(today, -weekdayIndex(today)), to: today };
    case 'last_week': {
      const monday = addDays(today, -weekdayIndex(today) - 7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this_month':
      return { from: firstOfMonth(today), to: today };
    case 'last_month': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: lastOfMonth(last) };
    }
    case 'custom':
      return { from: custom?.from ?? today, to: custom?.to ?? custom?.from ?? today };
  }
}

export { firstOfMonth, lastOfMonth };
