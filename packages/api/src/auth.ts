import type {
  CurrentUser,
  Envelope,
  LoginCredentials,
  NetworkRegistrationRequest,
  RegistrationRequest,
} from '@affnet/contracts';
import { call, http } from '@affnet/core';

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

/** The /ext hand-off: trades an account token for a session. */
export async function accountLogin(accountToken: string): Promise<CurrentUser> {
  return firstUser(await call<CurrentUser[]>(http.post('/user/account/login', { accountToken })));
}

export const registerPublisher = (token: string, data: RegistrationRequest) =>
  call(http.post('/registerPublisher/add', data, { params: { token } }));

export const registerAdvertiser = (token: string, data: RegistrationRequest) =>
  call(http.post('/registerAdvertiser/add', data, { params: { token } }));

export interface Invite {
  kind: 'publisher' | 'advertiser';
  company_name: string;
  network_id: string;
}

export const getInvite = (token: string) => call<Invite>(http.get(`/api/invite/${encodeURIComponent(token)}`));

export const forgotPassword = (email: string) => call(http.post('/auth/forgetpassword', { email }));

export const checkResetLink = (link: string) => call<{ email: string }>(http.post('/auth/checkurl', { link }));

export const resetPassword = (link: string, password: string) =>
  call(http.post('/auth/resetpassword', { link, password }));

export const registerNetwork = (data: NetworkRegistrationRequest) => call(http.post('/user/network/register', data));

export const networkIdExists = (id: string) =>
  call<{ exists: boolean }>(http.get(`/user/network_id/exists/${encodeURIComponent(id)}`));
