import type { AdvertiserInvoice, BillingAdjustmentInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { BILLING_RUNS_KEY } from './billing-keys';

/** Owner: a charge (> 0) or a credit (< 0) with its reason on a draft advertiser invoice. */
export const addBillingAdjustment = (invoiceId: number, input: BillingAdjustmentInput) =>
  payloadOf<AdvertiserInvoice>(http.post(`/api/network/advertiser-invoices/${segment(invoiceId)}/adjustments`, input));

export function useAddBillingAdjustment(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingAdjustmentInput) => addBillingAdjustment(invoiceId, input),
    // The run's totals move with the invoice's: the run (its key starts with BILLING_RUNS_KEY) and the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_RUNS_KEY }),
  });
}
