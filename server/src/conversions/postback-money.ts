import { type AmountRefusal, decimalToMoney, parsePlainDecimal } from '@affnet/format';
import { ERROR_CODES, invalidField } from '../shared/errors';

/** Why an amount was refused, in the words of the 400's `msg`; the code tells a page which message to show. */
const REFUSALS: Record<AmountRefusal, { code: string; text: string }> = {
  invalid: { code: ERROR_CODES.invalidFormat, text: 'must be a decimal amount such as 12.50' },
  negative: { code: ERROR_CODES.tooSmall, text: 'must not be negative' },
  exponent: { code: ERROR_CODES.invalidFormat, text: 'must be written without an exponent, such as 1000' },
  separators: {
    code: ERROR_CODES.invalidFormat,
    text: 'must have one decimal mark at most (12.50 or 12,50) and no thousands separator',
  },
  tooManyDigits: { code: ERROR_CODES.invalidFormat, text: 'has more decimals than the currency' },
  tooLarge: { code: ERROR_CODES.tooLarge, text: 'must have at most 15 digits' },
};

function refused(field: string, refusal: AmountRefusal, currency?: string) {
  const { code, text } = REFUSALS[refusal];
  const words = refusal === 'tooManyDigits' && currency ? `has more decimals than ${currency} has` : text;
  return invalidField(field, code, words, currency ? { currency } : undefined);
}

/**
 * An advertiser's amount as its decimal text ("12,50" → "12.50"): the currency is the offer's, known only once the
 * click is found, so the digits are checked by `amountInMinorUnits`. A 400 naming `field` for anything else.
 */
export function postbackDecimal(field: string, text: string): string {
  const parsed = parsePlainDecimal(text);
  if (!parsed.ok) throw refused(field, parsed.refusal);
  return parsed.value;
}

/** A postback's decimal amount in minor units of the offer's currency: ("12.50", USD) → 1250, ("1250", JPY) → 1250. */
export function amountInMinorUnits(field: string, decimal: string | undefined, currency: string): number | undefined {
  if (decimal === undefined) return undefined;
  const minor = decimalToMoney(decimal, currency);
  if (!minor.ok) throw refused(field, minor.refusal, currency);
  return minor.value;
}
