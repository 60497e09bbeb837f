import type { CurrentUser, Envelope, LoginCredentials } from '@affnet/contracts';
import { call, http } from '@affnet/core';

// The auth remote owns its calls (mfe-auth/src/features/*/api); login stays here while server/test/api-client.test.ts
// signs in through it.

/** The login paths of the spec (section 6): each returns the user record in payload[0]. */
export type LoginKind = 'user' | 'network' | 'admin';

function firstUser(envelope: Envelope<CurrentUser[]>): CurrentUser {
  const user = envelope.payload?.[0];
  if (!user) throw new Error('The server sent no user record');
  return user;
}

export async function login(kind: LoginKind, credentials: LoginCredentials): Promise<CurrentUser> {
  const request =
    kind === 'network'
      ? http.post('/user/network/login', credentials)
      : http.post(kind === 'admin' ? '/user/admin/login' : '/user/login', { userDetails: credentials });
  return firstUser(await call<CurrentUser[]>(request));
}
