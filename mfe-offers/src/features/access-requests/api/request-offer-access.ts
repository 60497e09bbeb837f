import type { Offer, OfferAccess, Page } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';
import { offerQueryKey } from '../../offer-detail/api/get-offer';
import { OFFER_LISTS_KEY } from '../../offer-list/api/get-offers';

/** A publisher asks to run an approval-required offer. */
export const requestOfferAccess = (id: number) =>
  payloadOf<{ access: 'requested' | 'allowed' }>(http.post(`${offerPath(id)}/access`, {}));

/** After the request the offer shows its new access in place, on its page and in every list that holds it. */
export function useRequestOfferAccess() {
  const queryClient = useQueryClient();
  const withAccess = (offer: Offer, id: number, access: OfferAccess) =>
    offer.id === id ? { ...offer, access } : offer;
  return useMutation({
    mutationFn: (offerId: number) => requestOfferAccess(offerId),
    onSuccess: ({ access }, offerId) => {
      queryClient.setQueryData<Offer>(offerQueryKey(offerId), (offer) => offer && withAccess(offer, offerId, access));
      queryClient.setQueriesData<Page<Offer>>(
        { queryKey: OFFER_LISTS_KEY },
        (page) => page && { ...page, rows: page.rows.map((offer) => withAccess(offer, offerId, access)) },
      );
    },
  });
}
