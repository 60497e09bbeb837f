import type { PayoutRun } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { PAYOUTS_KEY, runKey } from './payout-keys';

/** Owner: approves a draft run; its invoices get their numbers and hold their conversions. */
export const approvePayoutRun = (runId: number) =>
  payloadOf<PayoutRun>(http.post(`/api/network/payout-runs/${segment(runId)}/approve`, {}));

export function useApprovePayoutRun(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approvePayoutRun(runId),
    onSuccess: (run) => {
      queryClient.setQueryData(runKey(runId), run);
      // Approved invoices move money from "earned" to "invoiced" in the balances.
      return queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY, predicate: (q) => q.queryKey[2] !== 'run' });
    },
  });
}
