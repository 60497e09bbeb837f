import type { PayoutRun, PayoutRunInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RUNS_KEY, runKey } from './payout-keys';

/** Owner: starts a run for a period (days of the network's zone); the server proposes its draft invoices. */
export const startPayoutRun = (input: PayoutRunInput) =>
  payloadOf<PayoutRun>(http.post('/api/network/payout-runs', input));

export function useStartPayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayoutRun,
    onSuccess: (run) => {
      // The run's page opens next: it shows the answer without asking again.
      queryClient.setQueryData(runKey(run.id), run);
      return queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    },
  });
}
