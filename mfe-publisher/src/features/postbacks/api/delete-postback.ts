import type { Postback } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPostbacksQueryOptions } from './get-postbacks';
import { postbackPath } from './postback-path';

/** Resolves with the postback when the deletion waits for approval, with null when it is gone. */
export async function deletePostback(id: number): Promise<Postback | null> {
  const envelope = await call<Postback>(http.delete(postbackPath(id)));
  return envelope.payload ?? null;
}

export function useDeletePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostback,
    // Not awaited: the toast (and the form closing) need not wait for the list.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getPostbacksQueryOptions().queryKey }),
  });
}
