import type { NewPublisherCredentials } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idOf } from './credentials-path';
import { getCredentialsQueryOptions } from './get-credentials';

/** Creates the first pair; the secret is in the answer this once. */
export const createCredentials = (publisherId: number) =>
  payloadOf<NewPublisherCredentials>(http.get(`/api/credential/create/${idOf(publisherId)}`));

/** The new key replaces the cached one; the secret stays out of the cache (the page shows it once). */
export function useCreateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCredentials,
    onSuccess: (pair, publisherId) =>
      queryClient.setQueryData(getCredentialsQueryOptions(publisherId).queryKey, {
        apikey: pair.apikey,
        created_at: pair.created_at,
      }),
  });
}
