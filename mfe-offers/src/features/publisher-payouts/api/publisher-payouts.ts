import type { PublisherListItem, PublisherPayout } from '@affnet/contracts';
import { call, http, payloadOf } from '@affnet/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerPath } from '../../../lib/offer-path';

const payoutsKey = (offerId: number) => ['offers', 'publisher-payouts', offerId] as const;
const payoutsPath = (offerId: number) => `${offerPath(offerId)}/publisher-payouts`;

/** The publishers' own payouts on one offer (server/src/offers/publisher-payout-routes.ts). */
export const usePublisherPayouts = (offerId: number) =>
  useQuery({
    queryKey: payoutsKey(offerId),
    queryFn: () => payloadOf<PublisherPayout[]>(http.get(payoutsPath(offerId))),
  });

/** The network's publishers, to choose whom a payout is for. */
export const useNetworkPublishers = () =>
  useQuery({
    queryKey: ['offers', 'network-publishers'],
    queryFn: () => payloadOf<PublisherListItem[]>(http.get('/api/publisher/list/')),
  });

/** Sets or removes one publisher's payout; the offer's list of them is asked again after either. */
export function useChangePublisherPayout(offerId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: payoutsKey(offerId) });
  const set = useMutation({
    mutationFn: ({ publisherId, payout }: { publisherId: number; payout: number }) =>
      payloadOf<PublisherPayout>(http.put(`${payoutsPath(offerId)}/${publisherId}`, { payout })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (publisherId: number) => call(http.delete(`${payoutsPath(offerId)}/${publisherId}`)),
    onSuccess,
  });
  return { set, remove };
}
