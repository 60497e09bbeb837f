import { useNetworkTimeZone } from '@affnet/core';
import { formatDate, formatDateTime, type Instant } from '@affnet/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimeFormat {
  locale: string;
  timeZone: string;
  /** "Mar 11, 2026, 8:30 PM" in the network's zone; `seconds` for event logs. */
  dateTime: (instant: Instant, seconds?: boolean) => string;
  /** "Mar 11, 2026" in the network's zone. */
  date: (instant: Instant) => string;
}

/** Times as every page shows them: in the network's zone and the reader's language. */
export function useTimeFormat(): TimeFormat {
  const { i18n } = useTranslation();
  const timeZone = useNetworkTimeZone();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      timeZone,
      dateTime: (instant, seconds = false) => formatDateTime(instant, { locale, timeZone, seconds }),
      date: (instant) => formatDate(instant, { locale, timeZone }),
    }),
    [locale, timeZone],
  );
}
