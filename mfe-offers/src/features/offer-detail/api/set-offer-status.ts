import type { Offer, OfferStatus } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';
import { OFFER_LISTS_KEY } from '../../offer-list/api/get-offers';
import { offerQueryKey } from './get-offer';

export const setOfferStatus = (id: number, status: OfferStatus) =>
  payloadOf<Offer>(http.post(`${offerPath(id)}/status`, { status }));

/** The owner pauses or activates an offer: its page shows the saved offer, the lists are asked again. */
export function useSetOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OfferStatus }) => setOfferStatus(id, status),
    onSuccess: (saved) => {
      queryClient.setQueryData(offerQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: OFFER_LISTS_KEY });
    },
  });
}
