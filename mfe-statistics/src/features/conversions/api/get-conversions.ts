import type { Conversion, ConversionStatus, Page } from '@affnet/contracts';
import { http, paramsOf, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Filters of the conversions list and its export; dates are YYYY-MM-DD in the network's time zone. */
export interface ConversionQuery {
  from?: string;
  to?: string;
  offer_id?: number;
  status?: ConversionStatus;
  click_id?: string;
  /** An offer goal's postback value; `default` for the offers' default goals. */
  goal?: string;
  page?: number;
  limit?: number;
}

export const getConversions = (query: ConversionQuery, signal?: AbortSignal) =>
  payloadOf<Page<Conversion>>(http.get('/api/statistics/conversions', { params: paramsOf(query), signal }));

/** Every page of conversions in the cache starts with this key (a decision updates its row in all of them). */
export const CONVERSIONS_KEY = ['conversions'] as const;

export const getConversionsQueryOptions = (query: ConversionQuery) =>
  queryOptions({ queryKey: [...CONVERSIONS_KEY, query], queryFn: ({ signal }) => getConversions(query, signal) });

export const useConversions = (query: ConversionQuery) => useQuery(getConversionsQueryOptions(query));
