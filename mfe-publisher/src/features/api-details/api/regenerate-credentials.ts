import type { NewPublisherCredentials } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idOf } from './credentials-path';
import { getCredentialsQueryOptions } from './get-credentials';

/** Replaces both keys: the old pair stops working at once; the new secret is in the answer this once. */
export const regenerateCredentials = (publisherId: number) =>
  payloadOf<NewPublisherCredentials>(http.put(`/api/credential/update/${idOf(publisherId)}`, { confirm: true }));

/** The new key replaces the cached one; the secret stays out of the cache (the page shows it once). */
export function useRegenerateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCredentials,
    onSuccess: (pair, publisherId) =>
      queryClient.setQueryData(getCredentialsQueryOptions(publisherId).queryKey, {
        apikey: pair.apikey,
        created_at: pair.created_at,
      }),
  });
}
