import type { OfferGoal } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** The goals of the offer the conversions are filtered by, its default one first (to choose one by name). */
export const useOfferGoals = (offerId: number | undefined) =>
  useQuery({
    queryKey: ['offer-goals', offerId],
    queryFn: () => payloadOf<OfferGoal[]>(http.get(`/api/offers/${offerId}/goals`)),
    enabled: offerId !== undefined,
  });
