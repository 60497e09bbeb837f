import type { ReportGroup } from '@affnet/contracts';
import { formatDay, formatHour, formatMonth, osName } from '@affnet/format';

type T = (key: string) => string;

/**
 * A report row's key as the reader expects it: days, hours and months in his language (they are already days of
 * the network's zone), OS names as their makers write them. `short` drops the year, for chart axes.
 */
export function formatReportKey(group: ReportGroup, key: string, locale: string, t: T, short = false): string {
  if (key === '') return t('none');
  switch (group) {
    case 'day':
      return formatDay(key, locale, short ? 'short' : 'medium');
    case 'hour':
      return formatHour(key, locale, short ? 'short' : 'medium');
    case 'month':
      return formatMonth(key, locale);
    case 'os':
      return osLabel(key, t);
    // The offers' default goals come as their postback value `default`.
    case 'goal':
      return key === 'default' ? t('goal.default') : key;
    default:
      return key;
  }
}

/** "Android", "iOS"… whatever the stored spelling; a system none of the known ones in the reader's language. */
export function osLabel(os: string | null | undefined, t: T): string {
  if (!os) return '—';
  return osName(os) ?? t('os.other');
}
