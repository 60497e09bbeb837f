/**
 * Money from integer minor units of its currency (cents for USD, yen for JPY), as stored everywhere in affnet.
 * Never through a float: the exact decimal string is what Intl formats.
 */
import { currencyDigits } from './currency-digits';

/** An integer of minor units as an exact decimal string: (-1234, 2) → "-12.34", (700, 0) → "700". */
export function minorToDecimal(minor: number | bigint, digits: number): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(Math.round(minor));
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** A plain decimal of the currency's major unit, for CSV files and form fields: (1250, 'USD') → "12.50". */
export function moneyDecimal(minor: number, currency: string): string {
  return minorToDecimal(minor, currencyDigits(currency));
}

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string, fractionDigits: number, maxDigits = fractionDigits) {
  const key = `${locale}|${currency}|${fractionDigits}|${maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: maxDigits,
    });
    if (formats.size > 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** (1250, 'USD', 'en') → "$12.50"; (123456, 'EUR', 'de') → "1.234,56 €"; (1500, 'JPY', 'en') → "¥1,500". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  // A decimal string is formatted digit for digit (Intl.NumberFormat v3), so no amount is ever rounded.
  return moneyFormat(locale, currency, digits).format(minorToDecimal(minor, digits) as Intl.StringNumericLiteral);
}

const numbers = new Map<string, Intl.NumberFormat>();

/** (1250, 'USD', 'en') → "12.50"; (125000, 'USD', 'de') → "1.250,00"; (1250, 'KWD', 'en') → "1.250": no symbol. */
export function formatMoneyNumber(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const key = `${locale}|${digits}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    if (numbers.size > 500) numbers.clear();
    numbers.set(key, format);
  }
  return format.format(minorToDecimal(minor, digits) as Intl.StringNumericLiteral);
}

/** total / count in units of 10^-(digits + 2) of the major unit, rounded half away from zero in integers. */
function perUnit(totalMinor: number, count: number): bigint {
  const scaled = BigInt(Math.round(totalMinor)) * 100n;
  const divisor = BigInt(Math.round(count));
  const half = scaled < 0n ? -divisor / 2n : divisor / 2n;
  return (scaled + half) / divisor;
}

/** An amount per unit as a plain decimal with two more decimals than the currency: (13232, 400, 'USD') → "0.3308". */
export function moneyPerUnitDecimal(totalMinor: number, count: number, currency: string): string {
  return minorToDecimal(perUnit(totalMinor, count), currencyDigits(currency) + 2);
}

/**
 * An amount per unit (earnings per click) as money: the currency's digits ("$10.00", not "$10.0000"), and up to two
 * more only where they hold something ("$0.3308"), so a fraction of a cent never reads as nothing.
 */
export function formatMoneyPerUnit(totalMinor: number, count: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return moneyFormat(locale, currency, digits, digits + 2).format(
    minorToDecimal(perUnit(totalMinor, count), digits + 2) as Intl.StringNumericLiteral,
  );
}
