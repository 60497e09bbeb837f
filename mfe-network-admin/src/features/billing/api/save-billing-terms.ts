import type { BillingTerms } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_TERMS_KEY } from './billing-keys';

/** Owner: sets the days after issue an advertiser invoice is due (invoices sent from now on). */
export const saveBillingTerms = (input: BillingTerms) =>
  payloadOf<BillingTerms>(http.put('/api/network/billing-terms', input));

export function useSaveBillingTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingTerms,
    onSuccess: (terms) => queryClient.setQueryData(BILLING_TERMS_KEY, terms),
  });
}
