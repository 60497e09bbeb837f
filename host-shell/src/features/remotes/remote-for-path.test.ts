import { remoteForPath } from './remote-for-path';

describe('the remote of the first screen', () => {
  it('is the authentication area for a visitor, wherever they land', () => {
    expect(remoteForPath('/statistics/reports', false)).toBe('mfe_auth');
    expect(remoteForPath('/login', false)).toBe('mfe_auth');
  });

  it("is the current path's area for a signed-in user", () => {
    expect(remoteForPath('/dashboard', true)).toBe('mfe_statistics');
    expect(remoteForPath('/', true)).toBe('mfe_statistics');
    expect(remoteForPath('/offers/all', true)).toBe('mfe_offers');
    expect(remoteForPath('/postback/list', true)).toBe('mfe_publisher');
    expect(remoteForPath('/network/settings', true)).toBe('mfe_network_admin');
  });

  it('is none for a path outside the areas', () => {
    expect(remoteForPath('/nowhere', true)).toBeNull();
  });
});
