import type { RemoteManifest } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { getRemoteManifest } from '../boot/api/get-remote-manifest';

let settled: Promise<void> = Promise.resolve();

/** Resolves once the signed-in user's manifest, if the page is asking for one, has been taken (never rejects). */
export function userManifestSettled(): Promise<void> {
  return settled;
}

/**
 * A canary splits a network's users, and the page's manifest is the anonymous visitor's. When someone signs in
 * within the page (no reload) on a network that runs a canary, the host asks GET /mf/manifest again with his token
 * and hands the answer to `apply`; areas that start loading meanwhile wait for it. Returns the unsubscribe.
 */
export function followUserManifest(
  registered: () => RemoteManifest | null,
  apply: (manifest: RemoteManifest) => void,
): () => void {
  return useSession.subscribe((state, previous) => {
    if (!state.user || state.user.token === previous.user?.token || !registered()?.canary) return;
    settled = getRemoteManifest()
      .then(({ payload }) => {
        if (payload) apply(payload);
      })
      // The anonymous manifest stays: the user gets the stable releases, as before a canary existed.
      .catch(() => undefined);
  });
}
