import type { PayoutRun } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { runKey } from './payout-keys';

/** Owner: one run with its invoices and their lines. */
export const getPayoutRun = (runId: number) =>
  payloadOf<PayoutRun>(http.get(`/api/network/payout-runs/${segment(runId)}`));

export const usePayoutRun = (runId: number) =>
  useQuery({ queryKey: runKey(runId), queryFn: () => getPayoutRun(runId) });
