import type { PublisherCredentials } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { idOf } from './credentials-path';

/** The publisher's apikey (never the secret); apikey null when he has none yet. */
export const getCredentials = (publisherId: number) =>
  payloadOf<PublisherCredentials>(http.get(`/api/credential/${idOf(publisherId)}`));

export const getCredentialsQueryOptions = (publisherId: number) =>
  queryOptions({ queryKey: ['credentials', publisherId], queryFn: () => getCredentials(publisherId) });

export const useCredentialsQuery = (publisherId: number) => useQuery(getCredentialsQueryOptions(publisherId));
