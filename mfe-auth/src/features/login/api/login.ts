import type { CurrentUser, Envelope, LoginCredentials } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** The login paths of the spec (section 6): each returns the user record in payload[0]. */
export type LoginKind = 'user' | 'network' | 'admin';

export function firstUser(envelope: Envelope<CurrentUser[]>): CurrentUser {
  const user = envelope.payload?.[0];
  if (!user) throw new Error('The server sent no user record');
  return user;
}

/**
 * Signs in on one of the three login pages; the caller starts the session with the user it resolves with. A plain
 * call, not a query-library mutation: the sign-in pages are the first screen and load no query code.
 */
export async function login(kind: LoginKind, credentials: LoginCredentials): Promise<CurrentUser> {
  const request =
    kind === 'network'
      ? http.post('/user/network/login', credentials)
      : http.post(kind === 'admin' ? '/user/admin/login' : '/user/login', { userDetails: credentials });
  return firstUser(await call<CurrentUser[]>(request));
}
