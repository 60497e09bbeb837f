import type { PaymentTerms, PayoutMinimum } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERMS_KEY } from './payment-terms';

/** Owner: the minimum payout of a currency (0: none). */
export const savePayoutMinimum = (minimum: PayoutMinimum) =>
  payloadOf<PaymentTerms>(http.put('/api/network/payout-minimums', minimum));

export function useSavePayoutMinimum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMinimum,
    onSuccess: (saved) => queryClient.setQueryData(TERMS_KEY, saved),
  });
}
