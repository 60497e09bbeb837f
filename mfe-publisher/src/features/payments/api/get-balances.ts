import type { Balances } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in publisher's balances, one row per currency. */
export const getBalances = () => payloadOf<Balances>(http.get('/api/balances'));

export const useBalances = () => useQuery(queryOptions({ queryKey: ['balances'], queryFn: getBalances }));
