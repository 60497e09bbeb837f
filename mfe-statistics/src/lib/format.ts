/** Number, money and date formatting in the reader's language; money from integer minor units. */

const digitsCache = new Map<string, number>();

/** How many minor digits a currency has (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** An integer of minor units as an exact decimal string, e.g. -1234 → "-12.34" (no float arithmetic). */
export function minorToDecimal(minor: number, digits: number): string {
  const value = BigInt(Math.round(minor));
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** Money from integer minor units, exact: Intl formats the decimal string, not a float. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // A decimal string is formatted exactly (Intl.NumberFormat v3).
  return format.format(minorToDecimal(minor, digits) as unknown as number);
}

/** A fractional amount of minor units (EPC), rounded for display only. */
export function formatMinorAmount(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits + 2,
    maximumFractionDigits: digits + 2,
  }).format(minor / 10 ** digits);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A percentage given in percent (12.5 → "12.50%"). */
export function formatPercent(percent: number, locale: string): string {
  // The unit style takes the percentage as is: no extra division before rounding.
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent);
}

export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso));
}
