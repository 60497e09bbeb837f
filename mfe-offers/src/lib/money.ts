import type { Offer } from '@affnet/contracts';

/** Offer amounts carry two decimals: cents of the currency, or basis points of the sale for CPS. */
const SCALE = 100;
const DECIMAL = /^(\d{1,10})(?:[.,](\d{0,2}))?$/;

/**
 * Reads a decimal typed by a user ("12.5", "12,50", "7") as exact minor units (1250, 1250, 700), by
 * its digits, never through a float. Null for anything else: signs, letters, more than two decimals.
 */
export function parseMinorUnits(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * SCALE + Number(cents);
}

/** Minor units as a plain decimal string with two decimals: 1250 → "12.50", -5 → "-0.05". */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / SCALE)}.${String(abs % SCALE).padStart(2, '0')}`;
}

/** Minor units formatted as money of `currency` in `locale`: 1250 USD → "$12.50" in English. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A decimal string keeps the digits exact (Intl formats numeric strings without a float round trip).
  return format.format(minorToDecimal(minor) as Intl.StringNumericLiteral);
}

/** Basis points as a percent with two decimals: 1500 → "15.00 %" (the locale picks the separator). */
export function formatPercent(basisPoints: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${format.format(minorToDecimal(basisPoints) as Intl.StringNumericLiteral)} %`;
}

/** An offer's payout (or revenue) as a reader expects it: a percent for CPS, money otherwise. */
export function formatOfferAmount(offer: Pick<Offer, 'payout_type' | 'currency'>, amount: number, locale: string) {
  return offer.payout_type === 'CPS' ? formatPercent(amount, locale) : formatMoney(amount, offer.currency, locale);
}
