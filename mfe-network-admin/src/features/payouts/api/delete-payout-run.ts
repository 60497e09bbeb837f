import { http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { RUNS_KEY, runKey } from './payout-keys';

/** Owner: discards a draft run and its invoices (the server refuses once approved). */
export const deletePayoutRun = (runId: number) => http.delete(`/api/network/payout-runs/${segment(runId)}`);

export function useDeletePayoutRun(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePayoutRun(runId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: runKey(runId) });
      return queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    },
  });
}
