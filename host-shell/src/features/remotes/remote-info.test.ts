import { remoteRegistration } from './remote-info';

describe('a remote registered from the manifest', () => {
  it("is registered by the remoteEntry.js beside its mf-manifest.json, a classic script setting the remote's global", () => {
    expect(remoteRegistration('mfe_auth', '/remotes/mfe_auth/1.0.0/mf-manifest.json')).toEqual({
      name: 'mfe_auth',
      entry: '/remotes/mfe_auth/1.0.0/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'mfe_auth',
    });
    expect(remoteRegistration('mfe_auth', 'http://localhost:3001/remoteEntry.js').entry).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
  });
});
