import type { CurrentUser } from '@affnet/contracts';
import { readCurrentUser } from '@affnet/core';

/**
 * Where the owner's own session waits while he views a publisher's dashboard ("log in as publisher").
 * The host shell's banner reads the same key to return him to his account.
 */
export const OWNER_SESSION_KEY = 'ownerSession';

/** Keeps the signed-in owner's record aside, then opens the /ext hand-off with the publisher's account token. */
export function openAsPublisher(url: string, go: (url: string) => void = (u) => window.location.assign(u)): void {
  const owner: CurrentUser | null = readCurrentUser();
  if (owner) localStorage.setItem(OWNER_SESSION_KEY, JSON.stringify(owner));
  go(url);
}
