import type { BillingTerms } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { BILLING_TERMS_KEY } from './billing-keys';

/** Owner: the days after issue an advertiser invoice is due. */
export const getBillingTerms = () => payloadOf<BillingTerms>(http.get('/api/network/billing-terms'));

export const useBillingTerms = () => useQuery({ queryKey: BILLING_TERMS_KEY, queryFn: getBillingTerms });
