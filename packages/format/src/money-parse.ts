/**
 * Typed amounts into integer minor units, by their digits, never through a float. Two steps, because a postback's
 * currency is known only once its click is found: text → decimal text ("1 234,5" → "1234.5"), then decimal text →
 * minor units of a currency ("1234.5", USD → 123450).
 */
import { currencyDigits } from './currency-digits';

/** Why an amount was refused; each caller words it (the server in English, a form through i18next). */
export type AmountRefusal = 'invalid' | 'negative' | 'exponent' | 'separators' | 'tooManyDigits' | 'tooLarge';

export type AmountParse<T> = { ok: true; value: T } | { ok: false; refusal: AmountRefusal };

const refuse = (refusal: AmountRefusal): { ok: false; refusal: AmountRefusal } => ({ ok: false, refusal });

/** Minor units stay exact integers below 2^53: at most 15 digits in all. */
const MAX_DIGITS = 15;

/** Sign and exponent are refused by name before the digits are looked at. */
function refusalOfShape(text: string, negativeAllowed: boolean): AmountRefusal | null {
  if (/\d[eE][+-]?\d/.test(text) || /^[+-]?[eE]/.test(text)) return 'exponent';
  if (/^[-\u2212]/.test(text) && !negativeAllowed) return 'negative';
  return null;
}

/** "007" → "7", "" → "0": the canonical whole part. */
const wholeOf = (digits: string) => digits.replace(/^0+(?=\d)/, '') || '0';

function decimalText(sign: string, whole: string, fraction: string): AmountParse<string> {
  const canonical = wholeOf(whole);
  if (canonical.length + fraction.length > MAX_DIGITS) return refuse('tooLarge');
  const negative = sign !== '' && /[1-9]/.test(canonical + fraction);
  return { ok: true, value: `${negative ? '-' : ''}${canonical}${fraction ? `.${fraction}` : ''}` };
}

/**
 * An amount a machine sent (an advertiser's postback): digits with at most one decimal mark, `.` or `,`
 * ("12.50", "12,50", "1250"); no sign, no exponent, no grouping. Gives the decimal text ("12.50").
 */
export function parsePlainDecimal(text: string): AmountParse<string> {
  const trimmed = text.trim();
  const shape = refusalOfShape(trimmed, false);
  if (shape) return refuse(shape);
  if ((trimmed.match(/[.,]/g) ?? []).length > 1) return refuse('separators');
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  if (!match) return refuse('invalid');
  return decimalText('', match[1] ?? '', match[2] ?? '');
}

const groupSeparators = new Map<string, string>();

/** The locale's grouping mark: "," in en, "." in de and es, a narrow space in fr. */
function groupSeparatorOf(locale: string): string {
  let separator = groupSeparators.get(locale);
  if (separator === undefined) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567);
    separator = parts.find((part) => part.type === 'group')?.value ?? ',';
    if (groupSeparators.size < 100) groupSeparators.set(locale, separator);
  }
  return separator;
}

const SPACES = /[\s\u00a0\u202f\u2009'\u2019]/g;

/** Which of `.` and `,` is the decimal mark of a typed amount, or null when it has none. */
function decimalMarkOf(body: string, locale: string): string | null {
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots > 0 && commas > 0) return body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  const mark = dots > 0 ? '.' : commas > 0 ? ',' : null;
  if (mark === null || dots + commas > 1) return null;
  // A single mark is the decimal one, unless it is the reader's grouping mark before exactly three digits
  // ("1,250" in English, "1.250" in German) and no space already groups the digits.
  const groupedBySpace = /\s/.test(body);
  const thousands = new RegExp(`\\${mark}\\d{3}$`).test(body);
  return !groupedBySpace && thousands && groupSeparatorOf(locale) === mark ? null : mark;
}

/**
 * An amount a user typed, in his locale: "12.50", "12,50", "1 234,56", "1,234.56", "1.234,56" (de), "1,250" (en).
 * Groups of three digits only; a sign only when `negative` allows it; no exponent. Gives the decimal text.
 */
export function parseTypedDecimal(
  text: string,
  locale: string,
  options: { negative?: boolean } = {},
): AmountParse<string> {
  const trimmed = text.trim();
  const shape = refusalOfShape(trimmed, options.negative === true);
  if (shape) return refuse(shape);
  const sign = /^[-\u2212]/.test(trimmed) ? '-' : '';
  const body = trimmed.slice(sign.length).replace(SPACES, ' ');
  if (!/^[\d., ]+$/.test(body)) return refuse('invalid');
  const mark = decimalMarkOf(body, locale);
  const at = mark === null ? -1 : body.lastIndexOf(mark);
  const integer = at < 0 ? body : body.slice(0, at);
  const fraction = at < 0 ? '' : body.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return refuse('separators');
  const groups = integer.split(/[., ]/);
  const grouped = groups.length === 1 || groups.every((g, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(g));
  if (!grouped || new Set(integer.replace(/\d/g, '')).size > 1) return refuse('separators');
  if (integer === '' && fraction === '') return refuse('invalid');
  return decimalText(sign, groups.join(''), fraction);
}

/** A decimal text ("12.5") as minor units of a currency with `digits` decimals (1250); more decimals are refused. */
export function decimalToMinor(decimal: string, digits: number): AmountParse<number> {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(decimal);
  if (!match) return refuse('invalid');
  const fraction = match[3] ?? '';
  if (fraction.length > digits) return refuse('tooManyDigits');
  const whole = wholeOf(match[2] ?? '');
  if (whole.length + digits > MAX_DIGITS) return refuse('tooLarge');
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return { ok: true, value: match[1] === '-' && minor !== 0 ? -minor : minor };
}

/** A decimal text in a currency's minor units: ("12.50", "USD") → 1250, ("1250", "JPY") → 1250, ("1.25", "KWD") → 1250. */
export function decimalToMoney(decimal: string, currency: string): AmountParse<number> {
  return decimalToMinor(decimal, currencyDigits(currency));
}

/** A user's typed amount of a currency in his locale as minor units: ("12,50", "EUR", "de") → 1250. */
export function parseMoney(
  text: string,
  currency: string,
  locale: string,
  options: { negative?: boolean } = {},
): AmountParse<number> {
  const decimal = parseTypedDecimal(text, locale, options);
  return decimal.ok ? decimalToMoney(decimal.value, currency) : decimal;
}
