import type { PublisherCredentials } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { segment } from '../../../lib/path-segment';

/** The publisher's apikey (never the secret); apikey null when he has none yet. */
export const getCredentials = (publisherId: number) =>
  payloadOf<PublisherCredentials>(http.get(`/api/credential/${segment(publisherId)}`));

export const credentialsQueryKey = (publisherId: number) => ['credentials', publisherId] as const;

/** Asked only when the publisher has credentials: without, there is no key to show. */
export const useCredentials = (publisherId: number, hasCredentials: boolean) =>
  useQuery({
    queryKey: credentialsQueryKey(publisherId),
    queryFn: () => getCredentials(publisherId),
    enabled: hasCredentials,
  });
