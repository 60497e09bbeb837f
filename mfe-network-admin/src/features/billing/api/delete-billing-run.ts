import { http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { BILLING_RUNS_KEY, billingRunKey } from './billing-keys';

/** Owner: discards a draft billing run and its invoices. */
export const deleteBillingRun = async (runId: number) => {
  await http.delete(`/api/network/billing-runs/${segment(runId)}`);
};

export function useDeleteBillingRun(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBillingRun(runId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: billingRunKey(runId) });
      return queryClient.invalidateQueries({ queryKey: BILLING_RUNS_KEY });
    },
  });
}
