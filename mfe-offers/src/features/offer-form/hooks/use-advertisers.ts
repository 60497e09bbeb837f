import { useOffers } from '../../offer-list/api/get-offers';

export interface AdvertiserOption {
  id: number;
  name: string;
}

/**
 * The network's advertisers as the owner's offers name them. There is no advertisers endpoint yet, so
 * the list is read from the advertiser id/name pairs of the first 100 offers; empty means "not known"
 * (without the list the form falls back to a plain advertiser id field; nothing to tell the user).
 */
export function useAdvertisers(): AdvertiserOption[] {
  const { data } = useOffers({ tab: 'all', limit: 100 });
  if (!data) return [];
  const byId = new Map<number, string>();
  for (const offer of data.rows)
    if (offer.advertiser_id !== null) byId.set(offer.advertiser_id, offer.advertiser_name ?? `#${offer.advertiser_id}`);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
