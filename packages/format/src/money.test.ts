import { currencyDigits } from './currency-digits';
import { formatMoney, formatMoneyPerUnit, minorToDecimal, moneyDecimal, moneyPerUnitDecimal } from './money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money from integer minor units', () => {
  it('knows the minor digits of a currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('writes exact decimals, never through a float', () => {
    expect(minorToDecimal(1234, 2)).toBe('12.34');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-1205, 2)).toBe('-12.05');
    expect(minorToDecimal(700, 0)).toBe('700');
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
    expect(moneyDecimal(1250, 'USD')).toBe('12.50');
    expect(moneyDecimal(1500, 'JPY')).toBe('1500');
  });

  it.each([
    ['en', '$12.50', '€1,234.56', '¥1,500'],
    ['es', '12,50 US$', '1234,56 €', '1500 JPY'],
    ['fr', '12,50 $US', '1 234,56 €', '1 500 JPY'],
    ['de', '12,50 $', '1.234,56 €', '1.500 ¥'],
  ])('formats money in %s', (locale, usd, eur, jpy) => {
    expect(plain(formatMoney(1250, 'USD', locale))).toBe(usd);
    expect(plain(formatMoney(123456, 'EUR', locale))).toBe(eur);
    expect(plain(formatMoney(1500, 'JPY', locale))).toBe(jpy);
  });

  it('keeps every digit of a large or negative amount', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(-250, 'USD', 'en')).toBe('-$2.50');
    expect(formatMoney(10 + 20, 'USD', 'en')).toBe('$0.30');
  });

  it('divides money per unit in integers, rounding half away from zero', () => {
    expect(moneyPerUnitDecimal(13232, 400, 'USD')).toBe('0.3308');
    expect(moneyPerUnitDecimal(1, 3, 'USD')).toBe('0.0033');
    expect(moneyPerUnitDecimal(1, 8, 'USD')).toBe('0.0013');
    expect(moneyPerUnitDecimal(-2, 3, 'USD')).toBe('-0.0067');
    expect(formatMoneyPerUnit(13232, 400, 'USD', 'en')).toBe('$0.3308');
    expect(plain(formatMoneyPerUnit(13232, 400, 'EUR', 'de'))).toBe('0,3308 €');
  });

  it("writes an amount per unit as money: the currency's digits, more only where they hold something", () => {
    expect(formatMoneyPerUnit(10000, 10, 'USD', 'en')).toBe('$10.00');
    expect(formatMoneyPerUnit(2500, 100, 'USD', 'en')).toBe('$0.25');
    expect(formatMoneyPerUnit(1, 3, 'USD', 'en')).toBe('$0.0033');
    expect(plain(formatMoneyPerUnit(1000, 10, 'EUR', 'fr'))).toBe('1,00 €');
    expect(formatMoneyPerUnit(1000, 10, 'JPY', 'en')).toBe('¥100');
    expect(formatMoneyPerUnit(1, 3, 'JPY', 'en')).toBe('¥0.33');
    expect(plain(formatMoneyPerUnit(10000, 10, 'KWD', 'en'))).toBe('KWD 1.000');
  });
});
