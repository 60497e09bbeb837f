import type { Offer } from '@affnet/contracts';
import { formatBasisPoints, formatMoney } from '@affnet/format';

/** Offer amounts typed in the form carry two decimals: cents of the currency, or basis points of the sale for CPS. */
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

/** An offer's payout (or revenue) as a reader expects it: a percent of the sale for CPS, money otherwise. */
export function formatOfferAmount(offer: Pick<Offer, 'payout_type' | 'currency'>, amount: number, locale: string) {
  return offer.payout_type === 'CPS' ? formatBasisPoints(amount, locale) : formatMoney(amount, offer.currency, locale);
}
