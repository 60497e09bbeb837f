import type { PublisherProfile } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** The signed-in publisher's profile (his account manager for the sidebar card). */
export const getPublisherProfile = () => call<PublisherProfile>(http.get('/api/publisher/get'));

export function usePublisherProfile() {
  return useQuery({
    queryKey: ['publisher-profile'],
    queryFn: async () => (await getPublisherProfile()).payload ?? null,
  });
}
