import type { ComparedPeriod } from '@affnet/contracts';
import type { TFunction } from 'i18next';
import '../i18n/dashboard-words';

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Network days (YYYY-MM-DD) as a short range in the reader's language: "Feb 1 – 11", "Feb 26 – Mar 4". */
export function formatDayRange(from: string, to: string, locale: string): string {
  // The days are already the network's: format them as they are, in UTC, so no zone shifts them.
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return from === to ? format.format(dayOf(from)) : format.formatRange(dayOf(from), dayOf(to));
}

/** The days a figure covers: "Mar 5 – 11, until 14:05" (the last day so far), or "Feb 1 – 28" (whole days). */
export function periodInWords(period: ComparedPeriod, t: TFunction, locale: string): string {
  const days = formatDayRange(period.from, period.to, locale);
  return period.until === null ? days : t('dashboard.daysUntil', { days, time: period.until });
}

/**
 * What a card compares with: "vs yesterday, same hours", "vs Feb 26 – Mar 4, same hours" (each period stops at the
 * same time of its last day), or "vs Feb 1 – 28, the whole month" when last month is shorter and counts whole.
 */
export function comparedWith(previous: ComparedPeriod, isYesterday: boolean, t: TFunction, locale: string): string {
  const days = formatDayRange(previous.from, previous.to, locale);
  if (previous.until === null) return t('dashboard.vsWhole', { days });
  return isYesterday ? t('dashboard.vsYesterday') : t('dashboard.vsSameHours', { days });
}
