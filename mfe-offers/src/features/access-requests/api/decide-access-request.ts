import type { AccessRequest } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCESS_REQUESTS_KEY } from './get-access-requests';

export type AccessDecision = 'allowed' | 'rejected';

export const decideAccessRequest = (offerId: number, publisherId: number, decision: AccessDecision) =>
  payloadOf<AccessRequest>(
    http.post('/api/offers/access-requests/decide', { offer_id: offerId, publisher_id: publisherId, decision }),
  );

const isSame = (a: AccessRequest, b: AccessRequest) => a.offer_id === b.offer_id && a.publisher_id === b.publisher_id;

/** The owner approves or rejects a request: it leaves the list it was in (the other lists are asked on opening). */
export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, decision }: { request: AccessRequest; decision: AccessDecision }) =>
      decideAccessRequest(request.offer_id, request.publisher_id, decision),
    onSuccess: (_decided, { request }) =>
      queryClient.setQueriesData<AccessRequest[]>({ queryKey: ACCESS_REQUESTS_KEY }, (rows) =>
        rows?.filter((row) => !isSame(row, request)),
      ),
  });
}
