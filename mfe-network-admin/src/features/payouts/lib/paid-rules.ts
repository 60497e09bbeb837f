import type { FieldRules } from '@affnet/ui';
import { isDay } from '../../../lib/period';

/** The mark-paid form: the day the money left and the bank's reference of the payment. */
export interface PaidDraft {
  paid_on: string;
  reference: string;
}

/** The server's longest reference (its schema's). */
export const MAX_REFERENCE_LENGTH = 200;

export const PAID_RULES: FieldRules<PaidDraft> = {
  paid_on: [
    (value) => (value ? null : { key: 'common:required' }),
    (value) => (isDay(value) ? null : { key: 'payouts:error.day' }),
  ],
  reference: [
    (value) => (value.trim() ? null : { key: 'common:required' }),
    (value) =>
      value.length > MAX_REFERENCE_LENGTH ? { key: 'common:tooLong', values: { max: MAX_REFERENCE_LENGTH } } : null,
  ],
};
