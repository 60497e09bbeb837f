import type { Offer, OfferQuery, Page } from '@affnet/contracts';
import { http, paramsOf, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import type { OfferNames } from '../lib/change-labels';

export const getOffers = (query: OfferQuery) =>
  payloadOf<Page<Offer>>(http.get('/api/offers', { params: paramsOf(query) }));

/** Names of the network's offers (the first 100 by name), for changes that move a postback to an offer. */
export function useOfferNames() {
  return useQuery({
    queryKey: ['offer-names'],
    queryFn: () => getOffers({ sort: 'name', order: 'asc', limit: 100 }),
    select: (page): OfferNames => new Map(page.rows.map((offer) => [offer.id, offer.name])),
  });
}
