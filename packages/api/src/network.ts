import type { Network, NetworkBranding, RemoteManifest, ThemeSettings } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** Public: the branding of the network that owns this host, for the login page. */
export const getBranding = () => call<NetworkBranding>(http.get('/api/network/branding'));

/** Public: where this tenant's remotes are. */
export const getRemoteManifest = () => call<RemoteManifest>(http.get('/mf/manifest'));

export const getNetworkData = (networkId: string) =>
  call<Network>(http.get(`/user/network/data/${encodeURIComponent(networkId)}`));

export const getTheme = (networkId: string) =>
  call<{ theme: ThemeSettings }>(http.post('/api/network/get/theme/', { network_id: networkId }));

export const saveTheme = (networkId: string, settings: ThemeSettings) =>
  call(http.post('/api/network/save/theme/', { network_id: networkId, settings }));
