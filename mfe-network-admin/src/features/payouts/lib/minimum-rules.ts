import { parseMoney } from '@affnet/format';
import type { FieldRules, RuleBreak } from '@affnet/ui';
import { amountExample } from '../../../lib/adjustment-rules';

/** A minimum payout as typed: the currency's code and the amount in the reader's notation. */
export interface MinimumDraft {
  currency: string;
  amount: string;
}

const CURRENCY = /^[A-Z]{3}$/;

export const currencyOf = (draft: MinimumDraft) => draft.currency.trim().toUpperCase();

/** The amount in minor units of the draft's currency; null when it cannot be read. */
export function minimumAmount(draft: MinimumDraft, locale: string): number | null {
  const parsed = parseMoney(draft.amount, currencyOf(draft), locale);
  return parsed.ok ? parsed.value : null;
}

export function minimumRules(locale: string): FieldRules<MinimumDraft> {
  return {
    currency: [(value) => (CURRENCY.test(value.trim().toUpperCase()) ? null : { key: 'payouts:error.currency' })],
    amount: [
      (value) => (value.trim() ? null : { key: 'common:required' }),
      (value, values): RuleBreak | null => {
        if (!CURRENCY.test(currencyOf(values))) return null;
        const parsed = parseMoney(value, currencyOf(values), locale);
        if (parsed.ok) return null;
        if (parsed.refusal === 'tooManyDigits')
          return { key: 'payouts:error.amountDigits', values: { currency: currencyOf(values) } };
        return { key: 'payouts:error.amount', values: { example: amountExample(currencyOf(values), locale) } };
      },
    ],
  };
}
