import { amountExample, amountText, formatOfferAmount, parseOfferAmount } from './money';

const usd = { payout_type: 'CPA', currency: 'USD' } as const;
const jpy = { payout_type: 'CPA', currency: 'JPY' } as const;
const kwd = { payout_type: 'CPA', currency: 'KWD' } as const;
const cps = { payout_type: 'CPS', currency: 'JPY' } as const;

describe('offer amounts as typed', () => {
  it.each([
    [usd, '12.5', 'en', 1250],
    [usd, '12,50', 'en', 1250],
    [usd, ' 0.29 ', 'en', 29],
    [usd, '1 234,56', 'fr', 123456],
    [usd, '1234567890.99', 'en', 123456789099],
    [jpy, '1250', 'en', 1250],
    [jpy, '1,250', 'en', 1250],
    [jpy, '1.250', 'de', 1250],
    [kwd, '1.250', 'en', 1250],
    [cps, '15.25', 'en', 1525],
  ])('%o reads %p (%s) as exactly %p', (offer, text, locale, minor) => {
    expect(parseOfferAmount(offer, text, locale)).toEqual({ ok: true, value: minor });
  });

  it.each([
    [usd, '1.234', 'tooManyDigits'],
    [jpy, '12.50', 'tooManyDigits'],
    [usd, '-1', 'negative'],
    [usd, '1e3', 'exponent'],
    [usd, '1.2.3', 'separators'],
    [usd, 'abc', 'invalid'],
  ])('%o refuses %p: %s', (offer, text, refusal) => {
    expect(parseOfferAmount(offer, text, 'en')).toEqual({ ok: false, refusal });
  });

  it('shows an amount in the form with the currency’s digits, and reads it back the same', () => {
    expect(amountText(usd, 1250, 'en')).toBe('12.50');
    expect(amountText(usd, 123456, 'de')).toBe('1234,56');
    expect(amountText(jpy, 1250, 'en')).toBe('1250');
    expect(amountText(kwd, 1250, 'en')).toBe('1.250');
    expect(amountText(kwd, 1250, 'de')).toBe('1,250');
    expect(amountText(cps, 1525, 'en')).toBe('15.25');
    for (const offer of [usd, jpy, kwd, cps])
      for (const locale of ['en', 'es', 'fr', 'de'])
        expect(parseOfferAmount(offer, amountText(offer, 1234567, locale), locale)).toEqual({
          ok: true,
          value: 1234567,
        });
    expect([usd, jpy, kwd].map((offer) => amountExample(offer, 'en'))).toEqual(['12.50', '1250', '12.500']);
  });
});

describe('formatting', () => {
  it('shows a CPS payout as a percent of the sale, money in the offer currency otherwise', () => {
    expect(formatOfferAmount({ payout_type: 'CPS', currency: 'USD' }, 1525, 'en')).toBe('15.25%');
    expect(formatOfferAmount({ payout_type: 'CPS', currency: 'EUR' }, 1525, 'de')).toBe('15,25\u00a0%');
    expect(formatOfferAmount({ payout_type: 'CPA', currency: 'GBP' }, 300, 'en')).toBe('£3.00');
    expect(formatOfferAmount({ payout_type: 'CPA', currency: 'EUR' }, 123456789, 'de')).toBe('1.234.567,89\u00a0€');
    expect(formatOfferAmount(jpy, 1250, 'en')).toBe('¥1,250');
  });
});
