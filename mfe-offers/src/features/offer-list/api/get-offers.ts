import type { Offer, OfferQuery, Page } from '@affnet/contracts';
import { http, paramsOf, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const getOffers = (query: OfferQuery, signal?: AbortSignal) =>
  payloadOf<Page<Offer>>(http.get('/api/offers', { params: paramsOf(query), signal }));

/** Every cached offer list starts with this, so an action on one offer can update or refresh them all. */
export const OFFER_LISTS_KEY = ['offers', 'list'] as const;

export const offersQueryKey = (query: OfferQuery) => [...OFFER_LISTS_KEY, query] as const;

/**
 * One page of offers for these filters; a new filter or page is asked for afresh (the list waits for it), and the
 * request of the filters it replaces is aborted.
 */
export const useOffers = (query: OfferQuery) =>
  useQuery({ queryKey: offersQueryKey(query), queryFn: ({ signal }) => getOffers(query, signal) });
