import type { FieldRules } from '@affnet/ui';
import { isDay } from './period';

/** The mark-paid form: the day the money moved and the bank's reference of the payment. */
export interface PaidDraft {
  paid_on: string;
  reference: string;
}

/** The server's longest reference (its schemas', payouts' and billing's). */
export const MAX_REFERENCE_LENGTH = 200;

/** The mark-paid form's rules, as the server applies them; a day's refusal in the page's words (`namespace`). */
export function paidRules(namespace: string): FieldRules<PaidDraft> {
  return {
    paid_on: [
      (value) => (value ? null : { key: 'common:required' }),
      (value) => (isDay(value) ? null : { key: `${namespace}:error.day` }),
    ],
    reference: [
      (value) => (value.trim() ? null : { key: 'common:required' }),
      (value) =>
        value.length > MAX_REFERENCE_LENGTH ? { key: 'common:tooLong', values: { max: MAX_REFERENCE_LENGTH } } : null,
    ],
  };
}
