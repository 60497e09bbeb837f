import type { CurrentUser, Role, UserDetail } from '@affnet/contracts';
import { useSession } from '@affnet/core';

/**
 * Signs a test in as a user of Acme in `role`, the way the session holds it after a login. The token is not read by
 * the pages under test (permissions come from the session); `userDetail` changes what a test needs to see.
 */
export function signInAs(role: Role, userDetail: Partial<UserDetail> = {}): CurrentUser {
  const user: CurrentUser = {
    token: 'header.payload.signature',
    permissions: [role],
    userDetail: {
      id: role === 'network' ? 1 : 7,
      name: `Acme ${role}`,
      email: `${role}@acme.test`,
      role,
      company_name: 'Acme Media',
      domain: { dashboard: 'acme.localhost' },
      network: ['acme'],
      parentId: role === 'network' ? [] : [1],
      ...userDetail,
    },
  };
  useSession.setState({ user, permissions: [role] });
  return user;
}
