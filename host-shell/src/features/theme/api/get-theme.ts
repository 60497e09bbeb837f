import type { ThemeSettings } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** The stored theme of a network the caller may see (his own; any for the super admin). */
export const getTheme = (networkId: string) =>
  call<{ theme: ThemeSettings }>(http.post('/api/network/get/theme/', { network_id: networkId }));

/** The signed-in user's network theme; idle until the session names a network. */
export function useNetworkThemeQuery(networkId: string | undefined) {
  return useQuery({
    queryKey: ['network-theme', networkId],
    queryFn: async () => (await getTheme(networkId ?? '')).payload?.theme ?? null,
    enabled: Boolean(networkId),
  });
}
