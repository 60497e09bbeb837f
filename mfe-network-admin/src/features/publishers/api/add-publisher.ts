import type { PublisherDetail, PublisherInput } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';
import { usePublisherChanged } from './get-publisher';

export const addPublisher = (input: PublisherInput) =>
  payloadOf<PublisherDetail>(http.post('/api/add/publisher', input));

export function useAddPublisher() {
  const onSuccess = usePublisherChanged();
  return useMutation({ mutationFn: addPublisher, onSuccess });
}
