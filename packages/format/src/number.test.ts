import { formatBasisPoints, formatCount, formatPercent, formatRate } from './number';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('counts and percentages', () => {
  it.each([
    ['en', '1,234,567', '12.50%', '15.00%'],
    ['es', '1.234.567', '12,50 %', '15,00 %'],
    ['fr', '1 234 567', '12,50 %', '15,00 %'],
    ['de', '1.234.567', '12,50 %', '15,00 %'],
  ])('in %s', (locale, count, percent, basisPoints) => {
    expect(plain(formatCount(1234567, locale))).toBe(count);
    expect(plain(formatPercent(12.5, locale))).toBe(percent);
    expect(plain(formatBasisPoints(1500, locale))).toBe(basisPoints);
  });

  it('writes basis points exactly', () => {
    expect(formatBasisPoints(5, 'en')).toBe('0.05%');
    expect(formatBasisPoints(12345, 'en')).toBe('123.45%');
  });

  it.each([
    ['en', '5.0%', '2.33%', '12.5%'],
    ['de', '5,0 %', '2,33 %', '12,5 %'],
    ['fr', '5,0 %', '2,33 %', '12,5 %'],
  ])('writes a rate with one or two decimals in %s', (locale, whole, third, half) => {
    expect(plain(formatRate(5, locale))).toBe(whole);
    expect(plain(formatRate(7 / 3, locale))).toBe(third);
    expect(plain(formatRate(12.5, locale))).toBe(half);
  });
});
