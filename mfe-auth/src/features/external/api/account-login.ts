import type { CurrentUser } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';
import { firstUser } from '../../login/api/login';

/** The /ext hand-off: trades an account token for a session. */
export async function accountLogin(accountToken: string): Promise<CurrentUser> {
  return firstUser(await call<CurrentUser[]>(http.post('/user/account/login', { accountToken })));
}

/**
 * Runs the hand-off as the page opens. Kept as a query, asked once per token and never again (staleTime Infinity),
 * so React's development double mount does not trade the same token twice.
 */
export const useAccountLogin = (accountToken: string | null) =>
  useQuery({
    queryKey: ['account-login', accountToken],
    queryFn: () => accountLogin(accountToken ?? ''),
    enabled: accountToken !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
