import type { Postback, PostbackInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPostbacksQueryOptions } from './get-postbacks';
import { postbackPath } from './postback-path';

export const updatePostback = ({ id, input }: { id: number; input: PostbackInput }) =>
  payloadOf<Postback>(http.put(postbackPath(id), input));

/** Saves an edit; the list is asked again (a change may wait for the network's approval). */
export function useUpdatePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePostback,
    // Not awaited: the toast (and the form closing) need not wait for the list.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getPostbacksQueryOptions().queryKey }),
  });
}
