import { REMOTE_AREAS } from '../../testing/remote-areas';
import { remoteForPath } from './remote-for-path';

describe('the remote of the first screen', () => {
  it('is the authentication area for a visitor, wherever they land', () => {
    expect(remoteForPath('/statistics/reports', false, REMOTE_AREAS)).toBe('mfe_auth');
    expect(remoteForPath('/login', false, REMOTE_AREAS)).toBe('mfe_auth');
    expect(remoteForPath('/ext/login', false, REMOTE_AREAS)).toBe('mfe_auth');
  });

  it("is the current path's area for a signed-in user", () => {
    expect(remoteForPath('/dashboard', true, REMOTE_AREAS)).toBe('mfe_statistics');
    expect(remoteForPath('/', true, REMOTE_AREAS)).toBe('mfe_statistics');
    expect(remoteForPath('/offers/all', true, REMOTE_AREAS)).toBe('mfe_offers');
    expect(remoteForPath('/postback/list', true, REMOTE_AREAS)).toBe('mfe_publisher');
    expect(remoteForPath('/network/settings', true, REMOTE_AREAS)).toBe('mfe_network_admin');
  });

  it('is none for a path outside the areas, or before any area is known', () => {
    expect(remoteForPath('/nowhere', true, REMOTE_AREAS)).toBeNull();
    expect(remoteForPath('/login', false, [])).toBeNull();
  });
});
