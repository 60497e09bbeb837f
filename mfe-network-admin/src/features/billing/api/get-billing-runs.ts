import type { BillingRunSummary } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { BILLING_RUNS_KEY } from './billing-keys';

/** Owner: his billing runs, newest first, each with its invoices counted and summed per currency. */
export const getBillingRuns = () => payloadOf<BillingRunSummary[]>(http.get('/api/network/billing-runs'));

export const useBillingRuns = () => useQuery({ queryKey: BILLING_RUNS_KEY, queryFn: getBillingRuns });
