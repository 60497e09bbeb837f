import type { AdjustmentInput, PublisherInvoice } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { RUNS_KEY } from './payout-keys';

/** Owner: a credit (> 0) or a debit (< 0) with its reason on a draft invoice. */
export const addAdjustment = (invoiceId: number, input: AdjustmentInput) =>
  payloadOf<PublisherInvoice>(http.post(`/api/network/invoices/${segment(invoiceId)}/adjustments`, input));

export function useAddAdjustment(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) => addAdjustment(invoiceId, input),
    // The run's totals move with the invoice's: the run (its key starts with RUNS_KEY) and the list are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
  });
}
