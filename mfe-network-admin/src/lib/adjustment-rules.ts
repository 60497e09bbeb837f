import { formatMoneyNumber, parseMoney } from '@affnet/format';
import type { FieldRules, RuleBreak } from '@affnet/ui';

/**
 * An adjustment's two kinds, in the order its form lists them: the first adds to the invoice's amount, the second
 * takes from it. Payouts says credit and debit (what the network pays); Billing says charge and credit (what the
 * advertiser owes), so a "credit" is not the same sign on both pages.
 */
export type AdjustmentKinds = readonly [adds: string, takes: string];

/** The adjustment form as typed: its kind (one of the page's two), the amount in the reader's notation, the reason. */
export interface AdjustmentDraft {
  kind: string;
  amount: string;
  reason: string;
}

export const emptyAdjustment = (kinds: AdjustmentKinds): AdjustmentDraft => ({
  kind: kinds[0],
  amount: '',
  reason: '',
});

/** The server's longest reason (its schemas', payouts' and billing's). */
export const MAX_REASON_LENGTH = 500;

/** An example amount of the currency in the reader's notation ("12.50", "12,50", "1250" for yen). */
export const amountExample = (currency: string, locale: string) => formatMoneyNumber(1250, currency, locale);

/** The typed amount in minor units, signed by its kind; null when it is not an amount above zero. */
export function adjustmentAmount(
  draft: AdjustmentDraft,
  kinds: AdjustmentKinds,
  currency: string,
  locale: string,
): number | null {
  const parsed = parseMoney(draft.amount, currency, locale);
  if (!parsed.ok || parsed.value <= 0) return null;
  return draft.kind === kinds[1] ? -parsed.value : parsed.value;
}

function amountBreak(namespace: string, value: string, currency: string, locale: string): RuleBreak | null {
  const parsed = parseMoney(value, currency, locale);
  if (!parsed.ok) {
    if (parsed.refusal === 'tooManyDigits') return { key: `${namespace}:error.amountDigits`, values: { currency } };
    return { key: `${namespace}:error.amount`, values: { example: amountExample(currency, locale) } };
  }
  return parsed.value > 0 ? null : { key: `${namespace}:error.amountZero` };
}

/** The rules of the adjustment form in the invoice's currency, as the server applies them; words of `namespace`. */
export function adjustmentRules(namespace: string, currency: string, locale: string): FieldRules<AdjustmentDraft> {
  const required = (value: string) => (value.trim() ? null : { key: 'common:required' });
  return {
    amount: [required, (value) => amountBreak(namespace, value, currency, locale)],
    reason: [
      required,
      (value) =>
        value.length > MAX_REASON_LENGTH ? { key: 'common:tooLong', values: { max: MAX_REASON_LENGTH } } : null,
    ],
  };
}
