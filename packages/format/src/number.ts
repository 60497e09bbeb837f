/** Counts and percentages in the reader's language. */
import { minorToDecimal } from './money';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size > 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** 12345 → "12,345" (en), "12.345" (de), "12 345" (fr). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, {}).format(value);
}

const PERCENT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/**
 * A percentage given in percent, two decimals: 12.5 → "12.50%" (en), "12,50 %" (de, fr). The unit style takes the
 * number as it is, so no division by 100 comes before the rounding.
 */
export function formatPercent(percent: number | string, locale: string): string {
  return numberFormat(locale, PERCENT).format(percent as Intl.StringNumericLiteral);
}

/** Basis points (a CPS offer's share of the sale) exactly as a percentage: 1500 → "15.00%". */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return formatPercent(minorToDecimal(basisPoints, 2), locale);
}

const RATE: Intl.NumberFormatOptions = { ...PERCENT, minimumFractionDigits: 1 };

/**
 * A rate (conversions per hundred clicks) in percent, one or two decimals: 5 → "5.0%", 2.3333 → "2.33%". A rate is
 * a ratio, not an exact amount, so its last zero carries nothing.
 */
export function formatRate(percent: number, locale: string): string {
  return numberFormat(locale, RATE).format(percent);
}
