import { getOffers } from '@affnet/api';
import { useEffect, useState } from 'react';

export interface AdvertiserOption {
  id: number;
  name: string;
}

/**
 * The network's advertisers as the owner's offers name them. There is no advertisers endpoint yet, so
 * the list is read from the advertiser id/name pairs of the first 100 offers; empty means "not known".
 */
export function useAdvertisers(): AdvertiserOption[] {
  const [advertisers, setAdvertisers] = useState<AdvertiserOption[]>([]);
  useEffect(() => {
    let live = true;
    getOffers({ tab: 'all', limit: 100 }).then(
      ({ rows }) => {
        const byId = new Map<number, string>();
        for (const offer of rows)
          if (offer.advertiser_id !== null)
            byId.set(offer.advertiser_id, offer.advertiser_name ?? `#${offer.advertiser_id}`);
        if (live)
          setAdvertisers([...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)));
      },
      // Without the list the form falls back to a plain advertiser id field; nothing to tell the user.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return advertisers;
}
