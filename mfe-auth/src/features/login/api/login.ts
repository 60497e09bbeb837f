import type { CurrentUser, Envelope, LoginCredentials } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation } from '@tanstack/react-query';

/** The login paths of the spec (section 6): each returns the user record in payload[0]. */
export type LoginKind = 'user' | 'network' | 'admin';

export function firstUser(envelope: Envelope<CurrentUser[]>): CurrentUser {
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

/** Signs in on one of the three login pages; the caller starts the session with the user it resolves with. */
export const useLogin = (kind: LoginKind) =>
  useMutation({ mutationFn: (credentials: LoginCredentials) => login(kind, credentials) });
