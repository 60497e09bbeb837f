import { call, http } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const networkIdExists = (id: string) =>
  call<{ exists: boolean }>(http.get(`/user/network_id/exists/${encodeURIComponent(id)}`));

/** Whether a network id is taken; null asks nothing (not well formed, or the user is still typing). */
export const useNetworkIdExists = (id: string | null) =>
  useQuery({ queryKey: ['network-id', id], queryFn: () => networkIdExists(id ?? ''), enabled: id !== null });
