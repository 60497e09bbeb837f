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

/** Whose payout on which goal: a null goal is the default one (the offer itself). */
export interface PayoutTarget {
  publisherId: number;
  goal: string | null;
}

const targetPath = (offerId: number, { publisherId }: PayoutTarget) => `${payoutsPath(offerId)}/${publisherId}`;
const goalParams = ({ goal }: PayoutTarget) => ({ params: { goal } });

/** Sets or removes one publisher's payout on a goal; the offer's list of them is asked again after either. */
export function useChangePublisherPayout(offerId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: payoutsKey(offerId) });
  const set = useMutation({
    mutationFn: ({ payout, ...target }: PayoutTarget & { payout: number }) =>
      payloadOf<PublisherPayout>(http.put(targetPath(offerId, target), { payout }, goalParams(target))),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (target: PayoutTarget) => call(http.delete(targetPath(offerId, target), goalParams(target))),
    onSuccess,
  });
  return { set, remove };
}
