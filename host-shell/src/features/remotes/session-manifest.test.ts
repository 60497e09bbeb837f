import type { CurrentUser, RemoteManifest } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRemoteManifest } from '../boot/api/get-remote-manifest';
import { registeredManifest, registerTenantRemotes, switchTenantRemotes } from './register-remotes';
import { followUserManifest, userManifestSettled } from './session-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('../boot/api/get-remote-manifest', () => ({ getRemoteManifest: jest.fn() }));

const release = (remote: string, version: string) => ({
  version,
  canary: version.endsWith('canary'),
  area: undefined,
  entry: `/remotes/${remote}/${version}/mf-manifest.json`,
});

function manifest(statistics: string, canary = true): RemoteManifest {
  const releases = { mfe_auth: release('mfe_auth', '1.0.0'), mfe_statistics: release('mfe_statistics', statistics) };
  return {
    remotes: Object.fromEntries(Object.entries(releases).map(([name, r]) => [name, r.entry])),
    releases,
    canary,
  } as unknown as RemoteManifest;
}

const user = (token: string) =>
  ({ token, userDetail: { role: 'publisher', network: ['acme'] } }) as unknown as CurrentUser;

let stop: () => void = () => undefined;

beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(getRemoteManifest).mockReset();
  localStorage.clear();
  useSession.setState({ user: null, permissions: [] });
});

afterEach(() => stop());

describe("the signed-in user's side of a canary", () => {
  it('is asked for when someone signs in on a network running a canary, and areas wait for it', async () => {
    registerTenantRemotes(manifest('1.0.0'));
    jest.mocked(getRemoteManifest).mockResolvedValue({ err: 0, msg: 'ok', payload: manifest('1.1.0-canary') });
    const apply = jest.fn((next: RemoteManifest) => switchTenantRemotes(next, (name) => name === 'mfe_auth'));
    stop = followUserManifest(registeredManifest, apply);

    useSession.getState().signIn(user('t1'));
    await userManifestSettled();

    expect(getRemoteManifest).toHaveBeenCalledTimes(1);
    expect(registeredManifest()?.remotes.mfe_statistics).toBe('/remotes/mfe_statistics/1.1.0-canary/mf-manifest.json');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        expect.objectContaining({
          name: 'mfe_statistics',
          entry: '/remotes/mfe_statistics/1.1.0-canary/remoteEntry.js',
        }),
      ],
      { force: true },
    );
  });

  it('keeps the release of a remote already loaded on the page', () => {
    registerTenantRemotes(manifest('1.0.0'));
    const next = manifest('1.1.0-canary');
    next.remotes.mfe_auth = '/remotes/mfe_auth/1.1.0/mf-manifest.json';
    switchTenantRemotes(next, (name) => name === 'mfe_auth');
    expect(registeredManifest()?.remotes.mfe_auth).toBe('/remotes/mfe_auth/1.0.0/mf-manifest.json');
    expect(registeredManifest()?.releases?.mfe_auth?.version).toBe('1.0.0');
  });

  it('is not asked for when the network runs no canary, nor again for the same session', async () => {
    registerTenantRemotes(manifest('1.0.0', false));
    stop = followUserManifest(registeredManifest, jest.fn());
    useSession.getState().signIn(user('t1'));
    useSession.getState().reloadPermissions();
    await userManifestSettled();
    expect(getRemoteManifest).not.toHaveBeenCalled();
  });

  it('leaves the stable releases when the question fails', async () => {
    registerTenantRemotes(manifest('1.0.0'));
    jest.mocked(getRemoteManifest).mockRejectedValue(new Error('offline'));
    const apply = jest.fn();
    stop = followUserManifest(registeredManifest, apply);
    useSession.getState().signIn(user('t2'));
    await expect(userManifestSettled()).resolves.toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
    expect(registeredManifest()?.remotes.mfe_statistics).toBe('/remotes/mfe_statistics/1.0.0/mf-manifest.json');
  });
});
