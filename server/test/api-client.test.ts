/**
 * @jest-environment jsdom
 */
// The dashboard's HTTP transport (@affnet/core, here through the host's own calls) against the real server and
// database: the request-wide rules of the spec's section 7 and the 401/403 session handling of section 4.

import {
  ApiError,
  readCurrentUser,
  readReturnPath,
  sessionEnd,
  transport,
  useBusy,
  writeCurrentUser,
} from '@affnet/core';
import { getPublisherProfile } from '../../host-shell/src/features/layout/api/get-publisher-profile';
import { saveTheme } from '../../host-shell/src/features/theme/api/save-theme';
import { login } from '../../mfe-auth/src/features/login/api/login';
import { fetchOverHttp } from './fetch-over-http';
import { ACME, buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';

let server: TestApp;
let sent: Record<string, string>[] = [];
const reload = jest.fn();

beforeAll(async () => {
  server = await buildTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const sender = fetchOverHttp(`http://127.0.0.1:${address.port}`, ACME);
  transport.fetch = sender.fetch;
  sent = sender.sent;
  sessionEnd.reload = reload;
});

afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reload.mockReset();
  sent.length = 0;
  window.history.pushState({}, '', '/statistics/reports?range=today');
});

async function signInPublisher() {
  const user = await login('user', { email: 'publisher@acme.test', password: DEMO_PASSWORD });
  writeCurrentUser(user);
  return user;
}

describe('API client', () => {
  it('sends the bare token, without Bearer, when a stored user has one', async () => {
    const user = await signInPublisher();
    sent.length = 0;
    const { payload } = await getPublisherProfile();
    expect(sent).toEqual([expect.objectContaining({ Authorization: user.token })]);
    expect(payload?.account_manager?.skypeId).toBe('maria.acme');
  });

  it('passes the error body on and keeps the session for other errors', async () => {
    await signInPublisher();
    const failure = login('user', { email: 'publisher@acme.test', password: 'wrong-password-1' });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Wrong email or password',
      body: { err: 1, msg: 'Wrong email or password' },
    });
    expect(readCurrentUser()).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 401 saves the return path, logs out and reloads', async () => {
    const user = await signInPublisher();
    writeCurrentUser({ ...user, token: `${user.token.slice(0, -4)}AAAA` });
    const failure = getPublisherProfile();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(readReturnPath()).toBe('/statistics/reports?range=today');
    expect(readCurrentUser()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on 403 does the same', async () => {
    const user = await signInPublisher();
    const failure = saveTheme(user.userDetail.network[0] ?? '', {} as never);
    await expect(failure).rejects.toMatchObject({ status: 403 });
    expect(readCurrentUser()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not remember /login as the return path', async () => {
    const user = await signInPublisher();
    writeCurrentUser({ ...user, token: 'x.y.z' });
    window.history.pushState({}, '', '/login');
    await expect(getPublisherProfile()).rejects.toMatchObject({ status: 401 });
    expect(readReturnPath()).toBeNull();
  });

  it('holds the busy flag while a request is in flight', async () => {
    await signInPublisher();
    expect(useBusy.getState().pending).toBe(0);
    const request = getPublisherProfile();
    expect(useBusy.getState().pending).toBe(1);
    await request;
    expect(useBusy.getState().pending).toBe(0);
  });
});
