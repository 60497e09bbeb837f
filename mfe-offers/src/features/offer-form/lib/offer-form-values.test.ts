import { firstBreak } from '@affnet/ui';
import { EMPTY_OFFER, type OfferFormValues, offerRules } from './offer-form-values';

/** A form the server would take, but for what a test changes. */
const filled = (changes: Partial<OfferFormValues>): OfferFormValues => ({
  ...EMPTY_OFFER,
  name: 'Summer Shoes',
  destination_url: 'https://shop.example/?click={click_id}',
  payout: '12.50',
  revenue: '20.00',
  currency: 'USD',
  ...changes,
});

/** The message key of each field that breaks a rule. */
function problemsOf(values: OfferFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, rules] of Object.entries(offerRules('en'))) {
    const broken = firstBreak(String(values[name as keyof OfferFormValues]), values, rules ?? []);
    if (broken) problems[name] = broken.key;
  }
  return problems;
}

describe('the offer form rules, as the server applies them', () => {
  it('takes a cap up to 1,000,000,000 conversions and refuses more', () => {
    expect(problemsOf(filled({ daily_cap: '1000000000', monthly_cap: '1000000000' }))).toEqual({});
    expect(problemsOf(filled({ daily_cap: '1000000001', monthly_cap: '0' }))).toEqual({
      daily_cap: 'offers:error.cap',
      monthly_cap: 'offers:error.cap',
    });
  });

  it('takes a name of 200 characters and refuses a longer one', () => {
    expect(problemsOf(filled({ name: 'x'.repeat(200) }))).toEqual({});
    expect(problemsOf(filled({ name: 'x'.repeat(201) }))).toEqual({ name: 'offers:error.tooLong' });
  });

  it('takes an advertiser id past 2^31, as ids are 64-bit', () => {
    expect(problemsOf(filled({ advertiser_id: '3000000000' }))).toEqual({});
    expect(problemsOf(filled({ advertiser_id: '99999999999999999' }))).toEqual({
      advertiser_id: 'offers:error.advertiser',
    });
  });

  it('takes currency and country codes in any case, and web addresses with http or https only', () => {
    expect(problemsOf(filled({ currency: 'eur', countries: 'us, De', preview_url: 'HTTPS://x.io' }))).toEqual({});
    expect(problemsOf(filled({ currency: 'EURO', countries: 'USA', thumbnail_url: 'ftp://x.io/a.png' }))).toEqual({
      currency: 'offers:error.currency',
      countries: 'offers:error.countries',
      thumbnail_url: 'offers:error.url',
    });
  });
});
