import type { AdminNetwork, NetworkStatus } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceNetworkRow } from './search-networks';

export const setNetworkStatus = (networkId: string, status: NetworkStatus) =>
  payloadOf<AdminNetwork>(http.post('/user/network/status', { network_id: networkId, status }));

/** Activates or deactivates a network; the table shows the saved row in place. */
export function useSetNetworkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ networkId, status }: { networkId: string; status: NetworkStatus }) =>
      setNetworkStatus(networkId, status),
    onSuccess: (saved) => replaceNetworkRow(queryClient, saved),
  });
}
