import type { CurrentUser } from '@affnet/contracts';
import { useSession } from '@affnet/core';

/** An unsigned token whose claims carry the publisher permission (the session reads permissions from it). */
const PUBLISHER_TOKEN = `e30.${btoa(JSON.stringify({ permissions: ['publisher'] })).replace(/=+$/, '')}.sig`;

export const PUBLISHER: CurrentUser = {
  token: PUBLISHER_TOKEN,
  permissions: ['publisher'],
  userDetail: {
    id: 7,
    name: 'Ana Publisher',
    email: 'ana@example.com',
    role: 'publisher',
    company_name: 'Ana Media',
    domain: { dashboard: 'acme.localhost' },
    network: ['acme'],
    parentId: [1],
  },
};

/** A promise the test settles itself, to look at the page while a request is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Signed out, nothing remembered: the state a sign-in page starts from. */
export function resetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ user: null, permissions: [] });
}
