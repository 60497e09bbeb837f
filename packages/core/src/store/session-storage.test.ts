import type { CurrentUser } from '@affnet/contracts';
import { declarePages } from './declared-pages';
import {
  clearSession,
  readCurrentUser,
  readReturnPath,
  saveReturnPath,
  takeReturnPath,
  takeReturnPathFor,
  writeCurrentUser,
} from './session-storage';

const user = { token: 'a.b.c', userDetail: { email: 'p@acme.test' }, permissions: [] } as unknown as CurrentUser;

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the login record in localStorage under currentUser', () => {
    writeCurrentUser(user);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '')).toEqual(user);
    expect(readCurrentUser()).toEqual(user);
  });

  it('treats an unreadable record as no user', () => {
    localStorage.setItem('currentUser', '{not json');
    expect(readCurrentUser()).toBeNull();
  });

  it('keeps the return path in sessionStorage under preVisitedPath, never /login or /logout', () => {
    saveReturnPath('/statistics/reports?range=today');
    expect(sessionStorage.getItem('preVisitedPath')).toBe('/statistics/reports?range=today');
    saveReturnPath('/login');
    saveReturnPath('/logout');
    expect(readReturnPath()).toBe('/statistics/reports?range=today');
  });

  it('uses the return path once', () => {
    saveReturnPath('/offers/all');
    expect(takeReturnPath()).toBe('/offers/all');
    expect(takeReturnPath()).toBeNull();
  });

  it('logout clears the user and the return path', () => {
    writeCurrentUser(user);
    saveReturnPath('/offers/all');
    clearSession();
    expect(readCurrentUser()).toBeNull();
    expect(readReturnPath()).toBeNull();
  });

  it('after a sign-in leads back to a saved page the user may open, and to the dashboard otherwise', () => {
    declarePages([
      { path: '/statistics/*', permissions: ['publisher', 'network'] },
      { path: '/network/*', permissions: ['network'] },
    ]);
    saveReturnPath('/statistics/reports?range=today');
    expect(takeReturnPathFor(['publisher'])).toBe('/statistics/reports?range=today');
    saveReturnPath('/network/settings');
    expect(takeReturnPathFor(['publisher'])).toBe('/dashboard');
    // Used once either way: the next sign-in does not meet it again.
    expect(readReturnPath()).toBeNull();
    expect(takeReturnPathFor(['network'])).toBe('/dashboard');
  });

  it('judges the return path by the pages the loaded areas declare', () => {
    declarePages([]);
    saveReturnPath('/network/settings');
    // No area declares it (yet): it is not a page the guard closes, so the router judges it where it leads.
    expect(takeReturnPathFor(['publisher'])).toBe('/network/settings');
    declarePages([{ path: '/network/*', permissions: ['network'] }]);
    saveReturnPath('/network/settings');
    expect(takeReturnPathFor(['publisher'])).toBe('/dashboard');
  });
});
