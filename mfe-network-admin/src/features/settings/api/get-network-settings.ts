import type { NetworkSettingsView } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** Owner: every setting of the network. */
export const getNetworkSettings = () => payloadOf<NetworkSettingsView>(http.get('/api/get/network/setting'));

export const useNetworkSettings = () => useQuery({ queryKey: ['network-settings'], queryFn: getNetworkSettings });
