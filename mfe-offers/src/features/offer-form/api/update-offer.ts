import type { Offer } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';
import { type OfferInput, useOfferSaved } from './create-offer';

export const updateOffer = (id: number, offer: OfferInput) => payloadOf<Offer>(http.put(offerPath(id), offer));

export function useUpdateOffer(id: number) {
  const onSuccess = useOfferSaved();
  return useMutation({ mutationFn: (offer: OfferInput) => updateOffer(id, offer), onSuccess });
}
