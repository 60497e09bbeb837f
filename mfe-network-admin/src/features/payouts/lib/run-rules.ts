import type { FieldRules } from '@affnet/ui';
import { isDay, type Period } from '../../../lib/period';

/** The new run's period as the server checks it: two days that exist, the first not after the last. */
export const RUN_RULES: FieldRules<Period> = {
  from: [
    (value) => (value ? null : { key: 'common:required' }),
    (value) => (isDay(value) ? null : { key: 'payouts:error.day' }),
  ],
  to: [
    (value) => (value ? null : { key: 'common:required' }),
    (value) => (isDay(value) ? null : { key: 'payouts:error.day' }),
    // ISO days compare as text.
    (value, values) => (isDay(values.from) && values.from > value ? { key: 'payouts:error.range' } : null),
  ],
};
