import type { Page, PublisherViewQuery, PublisherViewRow } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const viewPublishers = (query: PublisherViewQuery, signal?: AbortSignal) =>
  payloadOf<Page<PublisherViewRow>>(http.post('/api/publisher/view', query, { signal }));

/** Every cached page of the publishers table starts with this. */
export const PUBLISHER_LISTS_KEY = ['publishers', 'list'] as const;

export const usePublishers = (query: PublisherViewQuery) =>
  useQuery({ queryKey: [...PUBLISHER_LISTS_KEY, query], queryFn: ({ signal }) => viewPublishers(query, signal) });
