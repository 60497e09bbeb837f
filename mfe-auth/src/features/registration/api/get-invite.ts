import { call, http } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

export interface Invite {
  kind: 'publisher' | 'advertiser';
  company_name: string;
  network_id: string;
}

export const getInvite = (token: string) => call<Invite>(http.get(`/api/invite/${encodeURIComponent(token)}`));

async function inviteOf(token: string): Promise<Invite> {
  const answer = await getInvite(token);
  if (!answer.payload) throw new Error('The server sent no invitation');
  return answer.payload;
}

/** The invitation behind a registration link (its kind of account and its network), checked once per token. */
export const useInvite = (token: string | null) =>
  useQuery({
    queryKey: ['invite', token],
    queryFn: () => inviteOf(token ?? ''),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
