import type { Offer } from '@affnet/contracts';
import {
  type AmountParse,
  currencyDigits,
  decimalToMinor,
  formatBasisPoints,
  formatMoney,
  minorToDecimal,
  parseTypedDecimal,
} from '@affnet/format';

/** What an offer's amounts are in: its payout type (CPS: basis points of the sale) and its currency. */
export type Priced = Pick<Offer, 'payout_type' | 'currency'>;

/** Decimals of an offer amount as typed: the currency's own (0 for JPY, 3 for KWD), two for a CPS percentage. */
export function amountDigits(offer: Priced): number {
  return offer.payout_type === 'CPS' ? 2 : currencyDigits(offer.currency);
}

/**
 * An offer amount as the form shows it, in the reader's language and without grouping, so that it reads back as
 * the same amount: 1250 → "12.50" (USD, en), "12,50" (de), "1250" (JPY), "1.250" (KWD, en).
 */
export function amountText(offer: Priced, minor: number, locale: string): string {
  const digits = amountDigits(offer);
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return format.format(minorToDecimal(minor, digits) as Intl.StringNumericLiteral);
}

/** An example of an amount to type: "12.50" for USD, "1250" for JPY, "12.500" for KWD. */
export function amountExample(offer: Priced, locale: string): string {
  const digits = amountDigits(offer);
  return amountText(offer, digits === 0 ? 1250 : 1250 * 10 ** (digits - 2), locale);
}

/** A typed amount ("12,50", "1 234.56", "1250" for yen) as exact minor units of the offer's currency. */
export function parseOfferAmount(offer: Priced, text: string, locale: string): AmountParse<number> {
  const decimal = parseTypedDecimal(text, locale);
  return decimal.ok ? decimalToMinor(decimal.value, amountDigits(offer)) : decimal;
}

/** An offer's payout (or revenue) as a reader expects it: a percent of the sale for CPS, money otherwise. */
export function formatOfferAmount(offer: Priced, amount: number, locale: string) {
  return offer.payout_type === 'CPS' ? formatBasisPoints(amount, locale) : formatMoney(amount, offer.currency, locale);
}
