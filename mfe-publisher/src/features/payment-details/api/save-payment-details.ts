import type { PaymentDetails, PaymentDetailsInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPaymentDetailsQueryOptions } from './get-payment-details';

export const savePaymentDetails = (input: PaymentDetailsInput) =>
  payloadOf<PaymentDetails>(http.put('/api/payment-details', input));

/** Saves the details; the answer is what the server stored (IBAN compacted, codes upper-cased), so it is cached. */
export function useSavePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentDetails,
    onSuccess: (saved) => queryClient.setQueryData(getPaymentDetailsQueryOptions().queryKey, saved),
  });
}
