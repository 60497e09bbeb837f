import type { PublisherDetail } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';
import { PUBLISHER_LISTS_KEY } from './view-publishers';

export const getPublisher = (publisherId: number) =>
  payloadOf<PublisherDetail>(http.get(`/api/get/publisher/${segment(publisherId)}`));

const publisherQueryKey = (publisherId: number) => ['publishers', 'detail', publisherId] as const;

/** One publisher, for his panel. */
export const usePublisher = (publisherId: number) =>
  useQuery({ queryKey: publisherQueryKey(publisherId), queryFn: () => getPublisher(publisherId) });

/** After a change: the panel shows the publisher as saved and the table is asked again. */
export function usePublisherChanged() {
  const queryClient = useQueryClient();
  return (publisher: PublisherDetail) => {
    queryClient.setQueryData(publisherQueryKey(publisher.id), publisher);
    void queryClient.invalidateQueries({ queryKey: PUBLISHER_LISTS_KEY });
  };
}
