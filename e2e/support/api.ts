import { type APIRequestContext, expect } from '@playwright/test';
import { API, DEMO_PASSWORD } from './environment';

/**
 * Calls the real API as a browser on `origin` would: the server picks the tenant by the Host header.
 * (Node cannot resolve `*.localhost`, so the request goes to localhost with the tenant's Host.)
 */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  origin: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { data?: unknown; token?: string } = {},
): Promise<{ status: number; body: { err: number; msg: string; payload?: T } }> {
  const headers: Record<string, string> = { Host: new URL(origin).host };
  if (options.token) headers.Authorization = options.token;
  const response = await request.fetch(`${API}${path}`, { method, headers, data: options.data });
  return { status: response.status(), body: await response.json() };
}

/** The login record the API answers: what the app keeps in localStorage `currentUser` (more fields than typed). */
export interface LoggedIn {
  token: string;
  userDetail: { id: number; email: string; name: string; network: string[] };
}

/** Who signs in: a member (publisher, advertiser), a network owner or the super admin; each has its login call. */
export type LoginKind = 'member' | 'owner' | 'admin';

/** Signs in through the API (no browser): the login record of a member, a network owner or the super admin. */
export async function apiLogin(
  request: APIRequestContext,
  origin: string,
  email: string,
  kind: LoginKind = 'member',
  password: string = DEMO_PASSWORD,
): Promise<LoggedIn> {
  const credentials = { email, password };
  const { status, body } =
    kind === 'owner'
      ? await apiCall<LoggedIn[]>(request, origin, 'POST', '/user/network/login', { data: credentials })
      : await apiCall<LoggedIn[]>(request, origin, 'POST', kind === 'admin' ? '/user/admin/login' : '/user/login', {
          data: { userDetails: credentials },
        });
  expect(status, body.msg).toBe(200);
  const user = body.payload?.[0];
  if (!user) throw new Error(`No login record for ${email}`);
  return user;
}
