import type { AdvertiserBalances } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { ADVERTISER_BALANCES_KEY } from './billing-keys';

/** Owner: what each advertiser owes per currency (owed, pending, invoiced, overdue, paid), with totals per currency. */
export const getAdvertiserBalances = () => payloadOf<AdvertiserBalances>(http.get('/api/network/advertiser-balances'));

export const useAdvertiserBalances = () =>
  useQuery({ queryKey: ADVERTISER_BALANCES_KEY, queryFn: getAdvertiserBalances });
