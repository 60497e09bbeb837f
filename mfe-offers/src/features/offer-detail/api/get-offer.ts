import type { Offer } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

export const getOffer = (id: number) => payloadOf<Offer>(http.get(offerPath(id)));

export const offerQueryKey = (id: number) => ['offers', 'detail', id] as const;

/** One offer, for its page and its edit form. */
export const useOffer = (id: number) => useQuery({ queryKey: offerQueryKey(id), queryFn: () => getOffer(id) });
