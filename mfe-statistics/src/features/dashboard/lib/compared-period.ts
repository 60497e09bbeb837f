import type { ComparedPeriod } from '@affnet/contracts';
import type { TFunction } from 'i18next';

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** Network days (YYYY-MM-DD) as a short range in the reader's language: "1–11 Feb", "26 Feb – 4 Mar". */
export function formatDayRange(from: string, to: string, locale: string): string {
  // The days are already the network's: format them as they are, in UTC, so no zone shifts them.
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return from === to ? format.format(dayOf(from)) : format.formatRange(dayOf(from), dayOf(to));
}

/**
 * What a dashboard card compares with, in words: "vs yesterday until 14:05", "vs 1–11 Feb until 14:05", or
 * "vs 1–28 Feb" when the other period counts whole (a shorter last month).
 */
export function comparedWith(previous: ComparedPeriod, isYesterday: boolean, t: TFunction, locale: string): string {
  const period = isYesterday ? t('compare.yesterday') : formatDayRange(previous.from, previous.to, locale);
  return previous.until === null
    ? t('compare.against', { period })
    : t('compare.againstUntil', { period, time: previous.until });
}
