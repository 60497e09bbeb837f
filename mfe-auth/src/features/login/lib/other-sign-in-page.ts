import { ERROR_CODES } from '@affnet/contracts';
import { ApiError } from '@affnet/core';

/** The sign-in pages, by the kind of account they are for. */
export type SignInPage = 'member' | 'network' | 'admin';

export const SIGN_IN_PATHS: Record<SignInPage, string> = {
  member: '/login',
  network: '/login/network',
  admin: '/login/admin',
};

/** The server's codes for right credentials of an account that signs in on another page. */
const PAGE_BY_CODE: Record<string, SignInPage> = {
  [ERROR_CODES.useMemberSignIn]: 'member',
  [ERROR_CODES.useNetworkSignIn]: 'network',
  [ERROR_CODES.useAdminSignIn]: 'admin',
};

/** Which sign-in page a failed login belongs to, or null when the failure is of another kind. */
export function otherSignInPage(error: unknown): SignInPage | null {
  return error instanceof ApiError && error.code ? (PAGE_BY_CODE[error.code] ?? null) : null;
}
