import { amountDigits, amountExample, type Priced, parseOfferAmount } from '../../../lib/money';

/** Basis points of 100 %: a CPS payout is a share of the sale. */
const PERCENT_MAX = 10_000;

export type PayoutAmount = { ok: true; value: number } | { ok: false; error: string; values: Record<string, unknown> };

/** What the amount is typed in: the currency ("USD") or, for a CPS offer, a percentage of the sale. */
export const unitOf = (offer: Priced) => (offer.payout_type === 'CPS' ? '%' : offer.currency);

/**
 * A typed payout read in the offer's payout type with its currency's digits ("12.50" → 1250, "1250" yen → 1250,
 * "15" % → 1500), or the i18n key of why not and the values its message needs.
 */
export function parsePayoutAmount(offer: Priced, text: string, locale: string): PayoutAmount {
  const values = { example: amountExample(offer, locale), unit: unitOf(offer), digits: amountDigits(offer) };
  const parsed = parseOfferAmount(offer, text, locale);
  if (!parsed.ok) {
    if (parsed.refusal === 'negative') return { ok: false, error: 'payouts.error.amountNegative', values };
    if (parsed.refusal === 'tooManyDigits') return { ok: false, error: 'payouts.error.amountDigits', values };
    return { ok: false, error: 'payouts.error.amount', values };
  }
  if (offer.payout_type === 'CPS' && parsed.value > PERCENT_MAX) {
    return { ok: false, error: 'payouts.error.percent', values };
  }
  return parsed;
}
