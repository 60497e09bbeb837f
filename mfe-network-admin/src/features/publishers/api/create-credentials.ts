import type { NewPublisherCredentials } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { credentialsQueryKey } from './get-credentials';

/** Creates the first pair; the secret is in the answer this once. */
export const createCredentials = (publisherId: number) =>
  payloadOf<NewPublisherCredentials>(http.get(`/api/credential/create/${segment(publisherId)}`));

/** The new key replaces the shown one (never the secret, which only the answer holds). */
export function useCredentialsIssued(publisherId: number) {
  const queryClient = useQueryClient();
  return (issued: NewPublisherCredentials) =>
    queryClient.setQueryData(credentialsQueryKey(publisherId), { apikey: issued.apikey });
}

export function useCreateCredentials(publisherId: number) {
  const onSuccess = useCredentialsIssued(publisherId);
  return useMutation({ mutationFn: () => createCredentials(publisherId), onSuccess });
}
