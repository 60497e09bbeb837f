import type { PublisherBalances } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in publisher's own balances, one row per currency (what cutback withholds is never in them). */
export const getBalances = () => payloadOf<PublisherBalances>(http.get('/api/balances'));

export const getBalancesQueryOptions = () => queryOptions({ queryKey: ['balances'], queryFn: getBalances });

export const useBalances = () => useQuery(getBalancesQueryOptions());
