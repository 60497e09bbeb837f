import type { PayoutRunSummary } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { RUNS_KEY } from './payout-keys';

/** Owner: his payout runs, newest first, each with its invoices counted and totalled per currency. */
export const getPayoutRuns = () => payloadOf<PayoutRunSummary[]>(http.get('/api/network/payout-runs'));

export const usePayoutRuns = () => useQuery({ queryKey: [...RUNS_KEY, 'list'], queryFn: getPayoutRuns });
