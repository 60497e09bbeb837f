import type { CurrentUser } from '@affnet/contracts';

/**
 * "Log in as publisher" keeps the owner's own session here (written by mfe-network-admin's publishers page
 * before the /ext hand-off) until he returns to his account.
 */
export const OWNER_SESSION_KEY = 'ownerSession';

export function readOwnerSession(): CurrentUser | null {
  const raw = localStorage.getItem(OWNER_SESSION_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as CurrentUser;
    return user && typeof user.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function forgetOwnerSession(): void {
  localStorage.removeItem(OWNER_SESSION_KEY);
}

/** Where the owner lands when he returns. */
export const RETURN_PATH = '/network/publishers';
