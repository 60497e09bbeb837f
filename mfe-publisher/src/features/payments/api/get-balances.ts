import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnBalance } from '../lib/figures';

/** The signed-in publisher's balances, one row per currency (the totals, per currency too, are his rows again). */
export const getBalances = () => payloadOf<{ rows: OwnBalance[] }>(http.get('/api/balances'));

export const useBalances = () => useQuery(queryOptions({ queryKey: ['balances'], queryFn: getBalances }));
