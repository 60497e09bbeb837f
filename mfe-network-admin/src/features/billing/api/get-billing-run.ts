import type { BillingRun } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { billingRunKey } from './billing-keys';

/** Owner: a billing run with its advertiser invoices and their lines. */
export const getBillingRun = (runId: number) =>
  payloadOf<BillingRun>(http.get(`/api/network/billing-runs/${segment(runId)}`));

export const useBillingRun = (runId: number) =>
  useQuery({ queryKey: billingRunKey(runId), queryFn: () => getBillingRun(runId) });
