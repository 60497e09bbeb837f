/**
 * Instants (UTC ISO strings, epoch milliseconds or Dates) shown in a time zone, in the reader's language.
 * Every page passes the network's zone, so a time reads the same on every page and in every CSV file.
 */

export type Instant = string | number | Date;

export interface ZonedOptions {
  /** BCP 47 language of the reader ('en', 'de'...). */
  locale: string;
  /** IANA zone the time is shown in: the network's. */
  timeZone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per language, zone and style: building one per row would dominate a long table. */
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (formats.size > 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

export function toDate(instant: Instant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** "Mar 11, 2026" (en), "11.03.2026" (de). */
export function formatDate(instant: Instant, { locale, timeZone }: ZonedOptions): string {
  return formatter(locale, timeZone, { dateStyle: 'medium' }).format(toDate(instant));
}

/** "8:30 PM" (en), "20:30" (de); with seconds for event logs where seconds tell events apart. */
export function formatTime(instant: Instant, options: ZonedOptions & { seconds?: boolean }): string {
  const timeStyle = options.seconds ? 'medium' : 'short';
  return formatter(options.locale, options.timeZone, { timeStyle }).format(toDate(instant));
}

/** "Mar 11, 2026, 8:30 PM" (en), "11.03.2026, 20:30" (de): the one date-and-time style of the product. */
export function formatDateTime(instant: Instant, options: ZonedOptions & { seconds?: boolean }): string {
  const timeStyle = options.seconds ? 'medium' : 'short';
  return formatter(options.locale, options.timeZone, { dateStyle: 'medium', timeStyle }).format(toDate(instant));
}

const ISO_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The wall-clock fields of an instant in a zone. */
function wallClock(date: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatter('en-US', timeZone, ISO_PARTS).formatToParts(date)) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** Minutes the zone is ahead of UTC at that instant (330 for Asia/Kolkata; -240 or -300 for New York). */
export function zoneOffsetMinutes(instant: Instant, timeZone: string): number {
  const date = toDate(instant);
  const p = wallClock(date, timeZone);
  const wallAsUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** "+05:30", "-04:00", "+00:00". */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** ISO 8601 in the zone with its offset, to the second: "2026-03-11T20:30:00+05:30" (for CSV files). */
export function isoInZone(instant: Instant, timeZone: string): string {
  const date = toDate(instant);
  const p = wallClock(date, timeZone);
  const offset = formatOffset(zoneOffsetMinutes(date, timeZone));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** "Asia/Kolkata (UTC+05:30)": the zone and its offset at that instant (an offset moves with daylight saving). */
export function zoneLabel(timeZone: string, at: Instant): string {
  return `${timeZone} (UTC${formatOffset(zoneOffsetMinutes(at, timeZone))})`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(?::(\d{2}))?$/;

/**
 * A wall-clock time of a zone ('2026-03-11T13', an hour of a report) as ISO 8601 with the zone's offset then:
 * "2026-03-11T13:00:00-04:00". A time that daylight saving skips reads with the offset after the change.
 */
export function isoOfWallTime(wall: string, timeZone: string): string {
  const match = WALL.exec(wall);
  if (!match) return wall;
  const [, year, month, day, hour, minute = '00'] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  // The offset at the guessed instant, then at the corrected one: right on both sides of a change.
  const first = zoneOffsetMinutes(asUtc, timeZone);
  const offset = zoneOffsetMinutes(asUtc - first * 60_000, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}:00${formatOffset(offset)}`;
}
