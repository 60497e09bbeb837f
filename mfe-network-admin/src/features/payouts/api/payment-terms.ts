import type { PaymentTerms } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { PAYOUTS_KEY } from './payout-keys';

export const TERMS_KEY = [...PAYOUTS_KEY, 'terms'] as const;

/** Owner: the network's payment term, the publishers' own terms and the minimum payout per currency. */
export const getPaymentTerms = () => payloadOf<PaymentTerms>(http.get('/api/network/payment-terms'));

export const usePaymentTerms = () => useQuery({ queryKey: TERMS_KEY, queryFn: getPaymentTerms });
