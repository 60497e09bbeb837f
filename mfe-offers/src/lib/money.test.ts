import { formatOfferAmount, minorToDecimal, parseMinorUnits } from './money';

describe('parseMinorUnits', () => {
  it.each([
    ['12.5', 1250],
    ['12,50', 1250],
    ['7', 700],
    ['0.01', 1],
    ['19.99', 1999],
    ['1.10', 110],
    [' 0.29 ', 29],
    ['1234567890.99', 123456789099],
  ])('reads %p as exactly %p minor units', (text, minor) => {
    expect(parseMinorUnits(text)).toBe(minor);
  });

  it.each(['', '-1', '12345678901', '1.234', 'abc', '1e3', '1.2.3', '.5'])('refuses %p', (text) => {
    expect(parseMinorUnits(text)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes minor units as a two-decimal string without a float round trip', () => {
    expect(minorToDecimal(1250)).toBe('12.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(12345678901299)).toBe('123456789012.99');
  });

  it('shows a CPS payout as a percent of the sale, money in the offer currency otherwise', () => {
    expect(formatOfferAmount({ payout_type: 'CPS', currency: 'USD' }, 1525, 'en')).toBe('15.25%');
    expect(formatOfferAmount({ payout_type: 'CPS', currency: 'EUR' }, 1525, 'de')).toBe('15,25\u00a0%');
    expect(formatOfferAmount({ payout_type: 'CPA', currency: 'GBP' }, 300, 'en')).toBe('£3.00');
    expect(formatOfferAmount({ payout_type: 'CPA', currency: 'EUR' }, 123456789, 'de')).toBe('1.234.567,89\u00a0€');
  });
});
