import type { Offer, Page } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

const CHOICES = { tab: 'all', limit: 100, sort: 'name', order: 'asc' } as const;

/** The offers the conversions filter offers (at most 100, by name). */
export const getOfferChoices = () => payloadOf<Page<Offer>>(http.get('/api/offers', { params: CHOICES }));

export const getOfferChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['offer-choices'], queryFn: getOfferChoices });

export const useOfferChoices = () => useQuery(getOfferChoicesQueryOptions());
