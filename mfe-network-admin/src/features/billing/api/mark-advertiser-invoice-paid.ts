import type { AdvertiserInvoice, AdvertiserInvoicePaidInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { BILLING_KEY } from './billing-keys';

/** Owner: a sent (or overdue) advertiser invoice is paid on a day with the payment's reference. */
export const markAdvertiserInvoicePaid = (invoiceId: number, input: AdvertiserInvoicePaidInput) =>
  payloadOf<AdvertiserInvoice>(http.post(`/api/network/advertiser-invoices/${segment(invoiceId)}/paid`, input));

export function useMarkAdvertiserInvoicePaid(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdvertiserInvoicePaidInput) => markAdvertiserInvoicePaid(invoiceId, input),
    // Paid money leaves invoiced or overdue for paid: the run and the balances are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
