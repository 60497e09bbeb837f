import { formatMoneyNumber, parseMoney } from '@affnet/format';
import type { FieldRules, RuleBreak } from '@affnet/ui';
// One reading of days for both money pages (the app's lib), so a billing run's period is read as a payout run's.
import { isDay, type Period } from '../../../lib/period';

/** The server's longest reason and reference (its schemas'). */
export const MAX_REASON_LENGTH = 500;
export const MAX_REFERENCE_LENGTH = 200;
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

/** The mark-paid form: the day the advertiser's money came and the bank's reference of it. */
export interface PaidDraft {
  paid_on: string;
  reference: string;
}

export const PAID_RULES: FieldRules<PaidDraft> = {
  paid_on: [required, day],
  reference: [
    required,
    (value) =>
      value.length > MAX_REFERENCE_LENGTH ? { key: 'common:tooLong', values: { max: MAX_REFERENCE_LENGTH } } : null,
  ],
};

/** The adjustment form as typed: a charge (he owes more) or a credit (less), the amount, the reason. */
export interface AdjustmentDraft {
  kind: 'charge' | 'credit';
  amount: string;
  reason: string;
}

export const EMPTY_ADJUSTMENT: AdjustmentDraft = { kind: 'charge', amount: '', reason: '' };

/** An example amount of the currency in the reader's notation ("12.50", "12,50", "1250" for yen). */
export const amountExample = (currency: string, locale: string) => formatMoneyNumber(1250, currency, locale);

/** The typed amount in minor units, signed by its kind (a credit lowers what he owes); null when not above zero. */
export function adjustmentAmount(draft: AdjustmentDraft, currency: string, locale: string): number | null {
  const parsed = parseMoney(draft.amount, currency, locale);
  if (!parsed.ok || parsed.value <= 0) return null;
  return draft.kind === 'credit' ? -parsed.value : parsed.value;
}

function amountBreak(value: string, currency: string, locale: string): RuleBreak | null {
  const parsed = parseMoney(value, currency, locale);
  if (!parsed.ok) {
    if (parsed.refusal === 'tooManyDigits') return { key: 'billing:error.amountDigits', values: { currency } };
    return { key: 'billing:error.amount', values: { example: amountExample(currency, locale) } };
  }
  return parsed.value > 0 ? null : { key: 'billing:error.amountZero' };
}

export function adjustmentRules(currency: string, locale: string): FieldRules<AdjustmentDraft> {
  return {
    amount: [required, (value) => amountBreak(value, currency, locale)],
    reason: [
      required,
      (value) =>
        value.length > MAX_REASON_LENGTH ? { key: 'common:tooLong', values: { max: MAX_REASON_LENGTH } } : null,
    ],
  };
}

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
