import type { InvoicePaidInput, PublisherInvoice } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYOUTS_KEY } from './payout-keys';

export type PaidInput = Required<InvoicePaidInput>;

/** Owner: marks approved invoices paid on a day with the payment's reference, all of them or none. */
export const markInvoicesPaid = (input: PaidInput) =>
  payloadOf<PublisherInvoice[]>(http.post('/api/network/invoices/paid', input));

export function useMarkInvoicesPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicesPaid,
    // Paid moves money from "invoiced" to "paid": the runs and the balances are asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYOUTS_KEY }),
  });
}
