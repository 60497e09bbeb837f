import { http, paramsOf, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

/** The sub ids a publisher may put in a tracking link; empty ones are left out of the URL. */
export type TrackingSubs = Partial<Record<'aff_sub1' | 'aff_sub2' | 'aff_sub3' | 'aff_sub4' | 'aff_sub5', string>>;

export const getTrackingLink = (id: number, subs: TrackingSubs) =>
  payloadOf<{ url: string }>(http.get(`${offerPath(id)}/tracking-link`, { params: paramsOf(subs) }));

/**
 * Builds the link when the publisher asks for it. A read, but one made on a click with the sub ids of that moment and
 * never shown from a cache, so it is run as a mutation.
 */
export const useBuildTrackingLink = () =>
  useMutation({
    mutationFn: ({ offerId, subs }: { offerId: number; subs: TrackingSubs }) => getTrackingLink(offerId, subs),
  });
