import type { NewPublisherCredentials } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { useCredentialsIssued } from './create-credentials';

/** Replaces both keys: the old pair stops working at once; the new secret is in the answer this once. */
export const regenerateCredentials = (publisherId: number) =>
  payloadOf<NewPublisherCredentials>(http.put(`/api/credential/update/${segment(publisherId)}`, { confirm: true }));

export function useRegenerateCredentials(publisherId: number) {
  const onSuccess = useCredentialsIssued(publisherId);
  return useMutation({ mutationFn: () => regenerateCredentials(publisherId), onSuccess });
}
