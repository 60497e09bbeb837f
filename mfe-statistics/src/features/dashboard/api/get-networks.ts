import type { AdminNetwork } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The platform's networks, for the super admin's dashboard (he belongs to none). */
export const getNetworks = () => payloadOf<AdminNetwork[]>(http.get('/api/network/list/'));

export const getNetworksQueryOptions = () => queryOptions({ queryKey: ['platform-networks'], queryFn: getNetworks });

export const useNetworks = () => useQuery(getNetworksQueryOptions());
