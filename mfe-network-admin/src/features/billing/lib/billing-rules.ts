import type { FieldRules } from '@affnet/ui';
// One reading of days for both money pages (the app's lib), so a billing run's period is read as a payout run's.
import { isDay, type Period } from '../../../lib/period';

/** The server's longest payment term for advertisers (contracts' MAX_BILLING_NET_DAYS). */
export const MAX_NET_DAYS = 365;

const required = (value: string) => (value.trim() ? null : { key: 'common:required' });
const day = (value: string) => (isDay(value) ? null : { key: 'billing:error.day' });

/** A billing run's period as the server checks it: two days that exist, the first not after the last. */
export const RUN_RULES: FieldRules<Period> = {
  from: [required, day],
  // ISO days compare as text.
  to: [
    required,
    day,
    (value, values) => (isDay(values.from) && values.from > value ? { key: 'billing:error.range' } : null),
  ],
};

/** The payment term form: whole days from 0 (due on issue) to the server's most. */
export const TERMS_RULES: FieldRules<{ net_days: string }> = {
  net_days: [
    required,
    (value) => {
      const days = Number(value);
      return /^\d+$/.test(value.trim()) && days <= MAX_NET_DAYS
        ? null
        : { key: 'billing:error.netDays', values: { max: MAX_NET_DAYS } };
    },
  ],
};
