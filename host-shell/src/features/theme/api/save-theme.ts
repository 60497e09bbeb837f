import type { ThemeSettings } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Stores the theme of the caller's own network (holders of the 'network' permission). */
export const saveTheme = (networkId: string, settings: ThemeSettings) =>
  call(http.post('/api/network/save/theme/', { network_id: networkId, settings }));

/** Saves the customizer's settings; the cached network theme is then the saved one. */
export function useSaveTheme(networkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ThemeSettings) => saveTheme(networkId, settings),
    onSuccess: (_result, settings) => queryClient.setQueryData(['network-theme', networkId], settings),
  });
}
