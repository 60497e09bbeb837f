import type { AdminNetwork, NetworkUpdate } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceNetworkRow } from './search-networks';

export const updateNetwork = (update: NetworkUpdate) => payloadOf<AdminNetwork>(http.put('/api/network/list', update));

/** Company name, domain and status of a network; the table shows the saved row in place. */
export function useUpdateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateNetwork, onSuccess: (saved) => replaceNetworkRow(queryClient, saved) });
}
