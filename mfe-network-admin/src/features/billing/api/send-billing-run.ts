import type { BillingRun } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { BILLING_KEY, billingRunKey } from './billing-keys';

/** Owner: sends a draft run: its invoices are numbered, issued today and due the network's net days later. */
export const sendBillingRun = (runId: number) =>
  payloadOf<BillingRun>(http.post(`/api/network/billing-runs/${segment(runId)}/send`, {}));

export function useSendBillingRun(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendBillingRun(runId),
    onSuccess: (run) => {
      queryClient.setQueryData(billingRunKey(runId), run);
      // Sent invoices move money from owed to invoiced: the balances and the list are asked again.
      return queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}
