import type { Offer, Page } from '@affnet/contracts';
import { http } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payloadOf } from '../../../lib/payload-of';

const CHOICES = { tab: 'all', limit: 100, sort: 'name', order: 'asc' } as const;

/** The offers the conversions filter offers (at most 100, by name). */
export const getOfferChoices = () => payloadOf<Page<Offer>>(http.get('/api/offers', { params: CHOICES }));

export const getOfferChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['offer-choices'], queryFn: getOfferChoices });

export const useOfferChoices = () => useQuery(getOfferChoicesQueryOptions());
