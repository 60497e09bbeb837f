/**
 * Calendar keys the server already reckoned in the network's zone (report days 'YYYY-MM-DD', hours
 * 'YYYY-MM-DDTHH', months 'YYYY-MM'), in the reader's language. They name a day, not an instant, so they are
 * formatted as UTC wall-clock fields: no zone may move them to another day.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

const KEY = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}))?)?$/;

function keyDate(key: string): Date | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, year, month, day = '01', hour = '00'] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour)));
}

/** '2026-03-11' → "Mar 11, 2026" (en), "11.03.2026" (de); `short` leaves the year out ("Mar 11") for chart axes. */
export function formatDay(key: string, locale: string, length: 'medium' | 'short' = 'medium'): string {
  const date = keyDate(key);
  if (!date) return key;
  const options: Intl.DateTimeFormatOptions =
    length === 'short' ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' };
  return formatter(locale, options).format(date);
}

/** '2026-03-11T13' → "Mar 11, 2026, 1:00 PM" (en), "11.03.2026, 13:00" (de); `short` without the year. */
export function formatHour(key: string, locale: string, length: 'medium' | 'short' = 'medium'): string {
  const date = keyDate(key);
  if (!date) return key;
  const options: Intl.DateTimeFormatOptions =
    length === 'short'
      ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  return formatter(locale, options).format(date);
}

/** '2026-03' → "Mar 2026" (en), "März 2026" (de). */
export function formatMonth(key: string, locale: string): string {
  const date = keyDate(key);
  if (!date) return key;
  return formatter(locale, { year: 'numeric', month: 'short' }).format(date);
}
