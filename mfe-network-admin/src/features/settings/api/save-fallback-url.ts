import type { NetworkSettingsView } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const saveFallbackUrl = (fallback_url: string) =>
  call<NetworkSettingsView>(http.post('/api/network/setting/fallback', { fallback_url }));

/** The answer is every setting as saved: the cache takes it, so a return to the section shows the saved address. */
export const useSaveFallbackUrl = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFallbackUrl,
    onSuccess: (envelope) => {
      if (envelope.payload) client.setQueryData(['network-settings'], envelope.payload);
    },
  });
};
