import type { Advertiser, Page } from '@affnet/contracts';
import { http, paramsOf, payloadOf } from '@affnet/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';

export interface AdvertiserQuery {
  search?: string;
  page: number;
  limit: number;
}

export const getAdvertisers = (query: AdvertiserQuery, signal?: AbortSignal) =>
  payloadOf<Page<Advertiser>>(http.get('/api/advertisers', { params: paramsOf(query), signal }));

/** Every cached page of the advertisers table starts with this. */
export const ADVERTISER_LISTS_KEY = ['advertisers', 'list'] as const;

export const useAdvertisers = (query: AdvertiserQuery) =>
  useQuery({ queryKey: [...ADVERTISER_LISTS_KEY, query], queryFn: ({ signal }) => getAdvertisers(query, signal) });

/** After an add or an edit the table is asked again (the row may move or leave the search). */
export const refreshAdvertisers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ADVERTISER_LISTS_KEY });
