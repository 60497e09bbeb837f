import type { BillingRun, BillingRunInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_RUNS_KEY, billingRunKey } from './billing-keys';

/** Owner: makes a period's invoices (days of the network's zone); the server proposes a draft per advertiser. */
export const startBillingRun = (input: BillingRunInput) =>
  payloadOf<BillingRun>(http.post('/api/network/billing-runs', input));

export function useStartBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBillingRun,
    onSuccess: (run) => {
      // The run's page opens next: it shows the answer without asking again.
      queryClient.setQueryData(billingRunKey(run.id), run);
      return queryClient.invalidateQueries({ queryKey: BILLING_RUNS_KEY });
    },
  });
}
