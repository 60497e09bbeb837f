import type { RemoteManifest } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** Public: which release of each remote this host's tenant gets; with the stored token, the user's canary side. */
export const getRemoteManifest = () => call<RemoteManifest>(http.get('/mf/manifest'));
