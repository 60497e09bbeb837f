import type { Offer } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerQueryKey } from '../../offer-detail/api/get-offer';
import { OFFER_LISTS_KEY } from '../../offer-list/api/get-offers';

/** What the owner sends to create or edit an offer: every field but the ones the server owns. */
export type OfferInput = Omit<
  Offer,
  'id' | 'created_at' | 'updated_at' | 'advertiser_name' | 'access' | 'payout' | 'revenue' | 'profit'
> & { payout: number; revenue?: number };

export const createOffer = (offer: OfferInput) => payloadOf<Offer>(http.post('/api/offers', offer));

/** Keeps the cache true to a saved offer: its page shows it as saved, the lists are asked again. */
export function useOfferSaved() {
  const queryClient = useQueryClient();
  return (saved: Offer) => {
    queryClient.setQueryData(offerQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: OFFER_LISTS_KEY });
  };
}

export function useCreateOffer() {
  const onSuccess = useOfferSaved();
  return useMutation({ mutationFn: createOffer, onSuccess });
}
