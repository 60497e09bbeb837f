import type { NetworkDeletion } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { NETWORK_LISTS_KEY } from './search-networks';

/** `force` deletes a network that has clicks or conversions too. */
export const deleteNetwork = (id: number, force = false) =>
  payloadOf<NetworkDeletion>(http.delete(`/api/network/list/${segment(id)}`, { params: force ? { force: true } : {} }));

/** Deletes a network; the table is asked again (the pages after it move up a row). */
export function useDeleteNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) => deleteNetwork(id, force),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NETWORK_LISTS_KEY }),
  });
}
