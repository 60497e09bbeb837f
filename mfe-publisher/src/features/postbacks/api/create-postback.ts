import type { Postback, PostbackInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPostbacksQueryOptions } from './get-postbacks';

export const createPostback = (input: PostbackInput) => payloadOf<Postback>(http.post('/api/postbacks', input));

/** Saves a new postback; the list is asked again (the server decides whether it is live or waits for approval). */
export function useCreatePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPostback,
    // Not awaited: the toast (and the form closing) need not wait for the list.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getPostbacksQueryOptions().queryKey }),
  });
}
