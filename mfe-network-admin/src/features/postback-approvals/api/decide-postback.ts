import type { Postback, PostbackDecision } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { PENDING_POSTBACKS_KEY } from './get-pending-postbacks';

/** The network owner approves or rejects a pending change. */
export const decidePostback = (id: number, decision: PostbackDecision) =>
  payloadOf<Postback>(http.post(`/api/postbacks/${segment(id)}/decision`, { decision }));

/** A decided change leaves the hold list. */
export function useDecidePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: PostbackDecision }) => decidePostback(id, decision),
    onSuccess: (_decided, { id }) =>
      queryClient.setQueryData<Postback[]>(PENDING_POSTBACKS_KEY, (rows) => rows?.filter((row) => row.id !== id)),
  });
}
