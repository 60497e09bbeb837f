import { EMPTY_OFFER, type OfferFormValues, validateOffer } from './offer-form-values';

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

describe('the offer form rules, as the server applies them', () => {
  it('takes a cap up to 1,000,000,000 conversions and refuses more', () => {
    expect(validateOffer(filled({ daily_cap: '1000000000', monthly_cap: '1000000000' }), 'en')).toEqual({});
    expect(validateOffer(filled({ daily_cap: '1000000001', monthly_cap: '0' }), 'en')).toEqual({
      daily_cap: 'error.cap',
      monthly_cap: 'error.cap',
    });
  });

  it('takes a name of 200 characters and refuses a longer one', () => {
    expect(validateOffer(filled({ name: 'x'.repeat(200) }), 'en')).toEqual({});
    expect(validateOffer(filled({ name: 'x'.repeat(201) }), 'en')).toEqual({ name: 'error.tooLong' });
  });

  it('takes an advertiser id past 2^31, as ids are 64-bit', () => {
    expect(validateOffer(filled({ advertiser_id: '3000000000' }), 'en')).toEqual({});
    expect(validateOffer(filled({ advertiser_id: '99999999999999999' }), 'en')).toEqual({
      advertiser_id: 'error.advertiser',
    });
  });
});
