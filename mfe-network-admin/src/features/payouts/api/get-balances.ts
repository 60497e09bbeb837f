import type { BalanceSort, Balances } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BALANCES_KEY } from './payout-keys';

export interface BalanceOrder {
  sort: BalanceSort;
  order: 'asc' | 'desc';
}

/** Owner: what the network owes each publisher per currency, sorted by the server, with totals per currency. */
export const getBalances = ({ sort, order }: BalanceOrder) =>
  payloadOf<Balances>(http.get('/api/network/balances', { params: { sort, order } }));

/** A new order keeps the rows on screen until the server's sorted ones come. */
export const useBalances = (order: BalanceOrder) =>
  useQuery({
    queryKey: [...BALANCES_KEY, order.sort, order.order],
    queryFn: () => getBalances(order),
    placeholderData: keepPreviousData,
  });
