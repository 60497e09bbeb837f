import type { PaymentDetails } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in publisher's payment details; null until he saves some. */
export const getPaymentDetails = () => payloadOf<PaymentDetails | null>(http.get('/api/payment-details'));

export const getPaymentDetailsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-details'], queryFn: getPaymentDetails });

export const usePaymentDetails = () => useQuery(getPaymentDetailsQueryOptions());
