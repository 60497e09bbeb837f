import type { PaymentTerms } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { TERMS_KEY } from './payment-terms';

/** Owner: a publisher's own term goes; the network's applies to him again. */
export const removePublisherTerm = (publisherId: number) =>
  payloadOf<PaymentTerms>(http.delete(`/api/network/payment-terms/publishers/${segment(publisherId)}`));

export function useRemovePublisherTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePublisherTerm,
    onSuccess: (saved) => queryClient.setQueryData(TERMS_KEY, saved),
  });
}
