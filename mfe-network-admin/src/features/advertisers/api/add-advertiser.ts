import type { Advertiser, AdvertiserInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAdvertisers } from './get-advertisers';

export const addAdvertiser = (input: AdvertiserInput) => payloadOf<Advertiser>(http.post('/api/advertisers', input));

export function useAddAdvertiser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAdvertiser, onSuccess: () => refreshAdvertisers(queryClient) });
}
