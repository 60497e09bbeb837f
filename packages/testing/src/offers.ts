import type { Offer } from '@affnet/contracts';

/** An active public CPA offer of Acme's shoe shop, as the offers API answers it; `changes` sets what a test needs. */
export function anOffer(changes: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    name: 'Summer Shoes',
    description: 'Shoes for summer',
    preview_url: 'https://shop.example/shoes',
    destination_url: 'https://shop.example/?click={click_id}',
    advertiser_id: 3,
    advertiser_name: 'Shoe Shop',
    status: 'active',
    visibility: 'public',
    payout_type: 'CPA',
    payout: 1250,
    currency: 'USD',
    countries: ['US', 'DE'],
    os: ['android'],
    devices: [],
    daily_cap: null,
    monthly_cap: null,
    kpi: '',
    categories: ['Fashion'],
    thumbnail_url: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...changes,
  };
}
