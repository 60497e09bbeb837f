import type { PostbackForwardingSetting } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const getForwardingSettings = () =>
  payloadOf<PostbackForwardingSetting[]>(http.get('/api/get/network/postback/forwarding/setting'));

const FORWARDING_KEY = ['forwarding-settings'] as const;

export const useForwardingSettings = () => useQuery({ queryKey: FORWARDING_KEY, queryFn: getForwardingSettings });

/** After an add, edit or delete the list is asked again. */
export function useForwardingChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FORWARDING_KEY });
}
