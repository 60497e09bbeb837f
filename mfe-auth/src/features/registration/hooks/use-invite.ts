import { getInvite, type Invite } from '@affnet/api';
import { useAsync } from '../../../hooks/use-async';

async function loadInvite(token: string): Promise<Invite> {
  const answer = await getInvite(token);
  if (!answer.payload) throw new Error('The server sent no invitation');
  return answer.payload;
}

/** The invitation behind a registration link: its kind of account and its network's company name. */
export function useInvite(token: string | null) {
  return useAsync(token, () => loadInvite(token ?? ''));
}
