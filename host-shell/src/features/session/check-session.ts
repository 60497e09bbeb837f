import type { CurrentUser } from '@affnet/contracts';

export type SessionCheck = 'pass' | 'domain-mismatch' | 'signed-out';

/** The stored user's dashboard domain must be this host; a 'staging.' prefix on the host is allowed. */
export function isOwnDomain(dashboard: string, host: string): boolean {
  const wanted = dashboard.toLowerCase();
  const actual = host.toLowerCase();
  return actual === wanted || actual === `staging.${wanted}`;
}

/**
 * Spec section 4, the route guard: a user from another domain is wiped; a session passes when a user
 * exists and either has no loginType, or has one and an account token.
 */
export function checkSession(user: CurrentUser | null, host: string): SessionCheck {
  if (!user) return 'signed-out';
  if (!isOwnDomain(user.userDetail?.domain?.dashboard ?? '', host)) return 'domain-mismatch';
  if (!user.loginType || user.accountToken) return 'pass';
  return 'signed-out';
}
