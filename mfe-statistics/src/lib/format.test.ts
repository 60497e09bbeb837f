import { currencyDigits, formatMinorAmount, formatMoney, formatPercent, minorToDecimal } from './format';

describe('money from minor units', () => {
  it('writes minor units as an exact decimal', () => {
    expect(minorToDecimal(1234, 2)).toBe('12.34');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-1205, 2)).toBe('-12.05');
    expect(minorToDecimal(700, 0)).toBe('700');
  });

  it('formats sums exactly, beyond what float division keeps', () => {
    // 9007199254740993 cannot be a double; written as a string it stays exact.
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en')).toBe('$90,071,992,547,409.91');
    // 0.1 + 0.2 style sums: 10 + 20 cents is exactly 30 cents.
    expect(formatMoney(10 + 20, 'USD', 'en')).toBe('$0.30');
  });

  it('follows the currency and the language', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(-250, 'USD', 'en')).toBe('-$2.50');
  });

  it('shows a fractional EPC with two more digits', () => {
    expect(formatMinorAmount(123.456, 'USD', 'en')).toBe('$1.2346');
    expect(formatMinorAmount(0, 'USD', 'en')).toBe('$0.0000');
  });

  it('formats a percentage with two decimals', () => {
    expect(formatPercent(2.5, 'en')).toBe('2.50%');
  });
});
