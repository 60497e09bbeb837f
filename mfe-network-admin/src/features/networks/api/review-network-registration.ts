import type { AdminNetwork, RegistrationDecision } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { REGISTRATIONS_KEY } from './get-network-registrations';
import { NETWORK_LISTS_KEY } from './search-networks';

export const reviewNetworkRegistration = (id: number, decision: RegistrationDecision) =>
  payloadOf<AdminNetwork>(http.post(`/api/network/registrations/${segment(id)}/review`, { decision }));

/** A decision takes the sign-up off the waiting list; the networks table is asked again (it may now hold it). */
export function useReviewNetworkRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: RegistrationDecision }) =>
      reviewNetworkRegistration(id, decision),
    onSuccess: (_reviewed, { id }) => {
      queryClient.setQueryData<AdminNetwork[]>(REGISTRATIONS_KEY, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: NETWORK_LISTS_KEY });
    },
  });
}
