import { remoteFolder } from './remote-folder';

describe('remoteFolder', () => {
  it('knows a remote by its folder or its federation name', () => {
    expect(remoteFolder('mfe-offers')).toEqual({ name: 'mfe_offers', folder: 'mfe-offers' });
    expect(remoteFolder('mfe_network_admin')).toEqual({ name: 'mfe_network_admin', folder: 'mfe-network-admin' });
    expect(remoteFolder('./mfe-auth/')).toEqual({ name: 'mfe_auth', folder: 'mfe-auth' });
  });

  it('refuses what is no remote, naming the remotes', () => {
    expect(() => remoteFolder('host-shell')).toThrow(
      /Unknown remote "host-shell"; the remotes are mfe-auth \(mfe_auth\)/,
    );
  });
});
