import type { PaymentTermSetting, PaymentTerms } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { TERMS_KEY } from './payment-terms';

/** Owner: the network's term (no publisher) or a publisher's own one; the answer is every term as saved. */
export const savePaymentTerm = (publisherId: number | null, term: PaymentTermSetting) =>
  payloadOf<PaymentTerms>(
    http.put(
      publisherId === null
        ? '/api/network/payment-terms'
        : `/api/network/payment-terms/publishers/${segment(publisherId)}`,
      term,
    ),
  );

export function useSavePaymentTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publisherId, term }: { publisherId: number | null; term: PaymentTermSetting }) =>
      savePaymentTerm(publisherId, term),
    onSuccess: (saved) => queryClient.setQueryData(TERMS_KEY, saved),
  });
}
