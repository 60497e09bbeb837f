import { call, http } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export const checkResetLink = (link: string) => call<{ email: string }>(http.post('/auth/checkurl', { link }));

/** Whether the emailed link is still good, and for which address; checked once per link. */
export const useResetLinkCheck = (link: string | null) =>
  useQuery({
    queryKey: ['reset-link', link],
    queryFn: () => checkResetLink(link ?? ''),
    enabled: link !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
