import { currencyDigits } from './currency-digits';
import { formatMoney, formatMoneyNumber, moneyDecimal } from './money';
import { decimalToMoney, parseMoney, parsePlainDecimal, parseTypedDecimal } from './money-parse';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const minor = (text: string, currency: string, locale = 'en') => {
  const parsed = parseMoney(text, currency, locale);
  return parsed.ok ? parsed.value : parsed.refusal;
};

describe('each currency its own digits (ISO 4217)', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['CLP', 0],
    ['ISK', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['IQD', 3],
    ['XYZ', 2],
  ])('%s has %i', (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });

  it('writes the plain decimal a macro or a CSV needs, and formats with and without the symbol', () => {
    expect(moneyDecimal(1000, 'USD')).toBe('10.00');
    expect(moneyDecimal(1250, 'JPY')).toBe('1250');
    expect(moneyDecimal(1250, 'KWD')).toBe('1.250');
    expect(moneyDecimal(1250, 'ISK')).toBe('1250');
    expect(formatMoney(1250, 'JPY', 'en')).toBe('¥1,250');
    expect(plain(formatMoney(1250, 'KWD', 'de'))).toBe('1,250 KWD');
    expect(plain(formatMoney(1250, 'ISK', 'en'))).toBe('ISK 1,250');
    expect(formatMoneyNumber(1250, 'USD', 'en')).toBe('12.50');
    expect(formatMoneyNumber(125000, 'USD', 'de')).toBe('1.250,00');
    expect(formatMoneyNumber(1250, 'JPY', 'en')).toBe('1,250');
    expect(formatMoneyNumber(1250, 'KWD', 'en')).toBe('1.250');
  });
});

describe('amounts a user types, in his locale', () => {
  it.each([
    ['12.50', 'USD', 'en', 1250],
    ['12,50', 'USD', 'en', 1250],
    ['12,5', 'EUR', 'de', 1250],
    ['12.5', 'EUR', 'de', 1250],
    ['7', 'USD', 'en', 700],
    ['1 234,56', 'EUR', 'fr', 123456],
    ['1\u202f234,56', 'EUR', 'fr', 123456],
    ['1,234.56', 'USD', 'en', 123456],
    ['1.234,56', 'EUR', 'de', 123456],
    ['1,234,567.89', 'USD', 'en', 123456789],
    ['1250', 'JPY', 'en', 1250],
    ['1,250', 'JPY', 'en', 1250],
    ['1.250', 'JPY', 'de', 1250],
    ['1.250', 'KWD', 'en', 1250],
    ['1,250', 'KWD', 'fr', 1250],
    ['0.05', 'USD', 'en', 5],
  ])('%s (%s, %s) → %i', (text, currency, locale, expected) => {
    expect(minor(text, currency, locale)).toBe(expected);
  });

  it.each([
    ['12.505', 'USD', 'tooManyDigits'],
    ['12.5', 'JPY', 'tooManyDigits'],
    ['1.2345', 'KWD', 'tooManyDigits'],
    ['-1', 'USD', 'negative'],
    ['1e3', 'USD', 'exponent'],
    ['1E-2', 'USD', 'exponent'],
    ['12.5.0', 'USD', 'separators'],
    ['1,23,4', 'USD', 'separators'],
    ['1,234.567,8', 'USD', 'separators'],
    ['12a', 'USD', 'invalid'],
    ['', 'USD', 'invalid'],
    ['$12', 'USD', 'invalid'],
    ['1234567890123456', 'USD', 'tooLarge'],
  ])('refuses %s for %s: %s', (text, currency, refusal) => {
    expect(minor(text, currency)).toBe(refusal);
  });

  it('takes a sign only where a negative amount is allowed', () => {
    expect(parseTypedDecimal('-12,50', 'de', { negative: true })).toEqual({ ok: true, value: '-12.50' });
    expect(parseMoney('-0', 'USD', 'en', { negative: true })).toEqual({ ok: true, value: 0 });
  });
});

describe('amounts a machine sends (postbacks)', () => {
  it.each([
    ['12.50', '12.50'],
    ['12,50', '12.50'],
    ['12', '12'],
    ['0012.5', '12.5'],
  ])('%s is the decimal %s', (text, decimal) => {
    expect(parsePlainDecimal(text)).toEqual({ ok: true, value: decimal });
  });

  it.each([
    ['-1', 'negative'],
    ['1e3', 'exponent'],
    ['1,234.56', 'separators'],
    ['1 234', 'invalid'],
    ['12.', 'invalid'],
    ['abc', 'invalid'],
  ])('refuses %s: %s', (text, refusal) => {
    expect(parsePlainDecimal(text)).toEqual({ ok: false, refusal });
  });

  it('becomes minor units once the currency is known', () => {
    expect(decimalToMoney('12.50', 'USD')).toEqual({ ok: true, value: 1250 });
    expect(decimalToMoney('12', 'USD')).toEqual({ ok: true, value: 1200 });
    expect(decimalToMoney('1250', 'JPY')).toEqual({ ok: true, value: 1250 });
    expect(decimalToMoney('1.25', 'KWD')).toEqual({ ok: true, value: 1250 });
    expect(decimalToMoney('12.505', 'USD')).toEqual({ ok: false, refusal: 'tooManyDigits' });
    expect(decimalToMoney('12.5', 'JPY')).toEqual({ ok: false, refusal: 'tooManyDigits' });
  });
});
