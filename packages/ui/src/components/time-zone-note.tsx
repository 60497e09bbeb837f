import { useNetworkTimeZone } from '@affnet/core';
import { zoneLabel } from '@affnet/format';
import { useTranslation } from 'react-i18next';
import { Muted } from './card';

/**
 * "Times in Asia/Kolkata (UTC+05:30)": said beside every table of times, so nobody reads them in his own zone.
 * `zone` is the one the server reckoned in (reports); otherwise the network's.
 */
export function TimeZoneNote({ zone }: { zone?: string }) {
  const { t } = useTranslation();
  const networkZone = useNetworkTimeZone();
  // Today's offset: it moves with daylight saving, and today's is the one a reader sets his watch by.
  return <Muted>{t('timesIn', { zone: zoneLabel(zone ?? networkZone, Date.now()) })}</Muted>;
}
