import type { CurrentUser } from '@affnet/contracts';
import { checkSession, isOwnDomain } from './check-session';

const user = (extra: Partial<CurrentUser> = {}): CurrentUser =>
  ({
    token: 'a.b.c',
    permissions: ['publisher'],
    userDetail: { domain: { dashboard: 'acme.localhost:3000' } },
    ...extra,
  }) as CurrentUser;

describe('route guard', () => {
  it('sends a visitor without a stored user to sign in', () => {
    expect(checkSession(null, 'acme.localhost:3000')).toBe('signed-out');
  });

  it("passes a user on their network's dashboard domain", () => {
    expect(checkSession(user(), 'acme.localhost:3000')).toBe('pass');
  });

  it("allows a 'staging.' prefix on the host", () => {
    expect(isOwnDomain('acme.localhost:3000', 'staging.acme.localhost:3000')).toBe(true);
    expect(checkSession(user(), 'staging.acme.localhost:3000')).toBe('pass');
  });

  it("wipes a user on another network's domain", () => {
    expect(checkSession(user(), 'globex.localhost:3000')).toBe('domain-mismatch');
    expect(isOwnDomain('acme.localhost:3000', 'evil-acme.localhost:3000')).toBe(false);
  });

  it('needs an account token when a loginType is set', () => {
    expect(checkSession(user({ loginType: 'account' }), 'acme.localhost:3000')).toBe('signed-out');
    expect(checkSession(user({ loginType: 'account', accountToken: 'x.y.z' }), 'acme.localhost:3000')).toBe('pass');
  });
});
