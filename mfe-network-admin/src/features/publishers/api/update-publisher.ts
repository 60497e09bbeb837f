import type { PublisherDetail, PublisherInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { usePublisherChanged } from './get-publisher';

export const updatePublisher = (publisherId: number, input: PublisherInput) =>
  payloadOf<PublisherDetail>(http.put(`/api/update/publisher/${segment(publisherId)}`, input));

export function useUpdatePublisher(publisherId: number) {
  const onSuccess = usePublisherChanged();
  return useMutation({ mutationFn: (input: PublisherInput) => updatePublisher(publisherId, input), onSuccess });
}
