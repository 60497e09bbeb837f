/**
 * Minor digits of each currency, from ISO 4217 (list one, 2024): a currency not listed has 2. Offers take any
 * 3-letter code (server/src/offers/schemas.ts CURRENCY), so the exceptions are listed rather than the rule. Not from
 * Intl: its CLDR data gives the digits people usually show (IQD 0, ISK 0 in some runtimes, cash rounding), which may
 * differ between the browser and the server; money must be read the same everywhere.
 */
const ISO_4217_DIGITS: Readonly<Record<string, number>> = {
  // No minor unit.
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // Thousandths.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // Units of account with four decimals.
  CLF: 4,
  UYW: 4,
};

/** How many minor digits a currency has: 2 for USD, 0 for JPY, 3 for KWD (2 for any code not listed above). */
export function currencyDigits(currency: string): number {
  return ISO_4217_DIGITS[currency.toUpperCase()] ?? 2;
}
