import type { Offer, Page } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

const ACTIVE = { tab: 'active', sort: 'name', order: 'asc', limit: 100 } as const;

/** The active offers the publisher may run (at most 100, by name): those he needs no approval for or got it. */
export async function getRunnableOffers(): Promise<Offer[]> {
  const page = await payloadOf<Page<Offer>>(http.get('/api/offers', { params: ACTIVE }));
  return page.rows.filter((offer) => offer.access === undefined || offer.access === 'allowed');
}

export const getRunnableOffersQueryOptions = () =>
  queryOptions({ queryKey: ['runnable-offers'], queryFn: getRunnableOffers });

export const useRunnableOffersQuery = () => useQuery(getRunnableOffersQueryOptions());
