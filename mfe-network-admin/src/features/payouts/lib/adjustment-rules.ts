import { formatMoneyNumber, parseMoney } from '@affnet/format';
import type { FieldRules, RuleBreak } from '@affnet/ui';

/** The adjustment form as typed: its kind, the amount in the reader's notation, the reason. */
export interface AdjustmentDraft {
  kind: 'credit' | 'debit';
  amount: string;
  reason: string;
}

export const EMPTY_ADJUSTMENT: AdjustmentDraft = { kind: 'credit', amount: '', reason: '' };

/** The server's longest reason (its schema's). */
export const MAX_REASON_LENGTH = 500;

/** An example amount of the currency in the reader's notation ("12.50", "12,50", "1250" for yen). */
export const amountExample = (currency: string, locale: string) => formatMoneyNumber(1250, currency, locale);

/** The typed amount in minor units, signed by its kind; null when it is not an amount above zero. */
export function adjustmentAmount(draft: AdjustmentDraft, currency: string, locale: string): number | null {
  const parsed = parseMoney(draft.amount, currency, locale);
  if (!parsed.ok || parsed.value <= 0) return null;
  return draft.kind === 'debit' ? -parsed.value : parsed.value;
}

function amountBreak(value: string, currency: string, locale: string): RuleBreak | null {
  const parsed = parseMoney(value, currency, locale);
  if (!parsed.ok) {
    if (parsed.refusal === 'tooManyDigits') return { key: 'payouts:error.amountDigits', values: { currency } };
    return { key: 'payouts:error.amount', values: { example: amountExample(currency, locale) } };
  }
  return parsed.value > 0 ? null : { key: 'payouts:error.amountZero' };
}

/** The rules of the adjustment form in the invoice's currency, as the server applies them. */
export function adjustmentRules(currency: string, locale: string): FieldRules<AdjustmentDraft> {
  return {
    amount: [
      (value) => (value.trim() ? null : { key: 'common:required' }),
      (value) => amountBreak(value, currency, locale),
    ],
    reason: [
      (value) => (value.trim() ? null : { key: 'common:required' }),
      (value) =>
        value.length > MAX_REASON_LENGTH ? { key: 'common:tooLong', values: { max: MAX_REASON_LENGTH } } : null,
    ],
  };
}
