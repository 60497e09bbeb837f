import type { Advertiser, AdvertiserInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { refreshAdvertisers } from './get-advertisers';

export const updateAdvertiser = (advertiserId: number, input: AdvertiserInput) =>
  payloadOf<Advertiser>(http.put(`/api/advertisers/${segment(advertiserId)}`, input));

export function useUpdateAdvertiser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdvertiserInput }) => updateAdvertiser(id, input),
    onSuccess: () => refreshAdvertisers(queryClient),
  });
}
