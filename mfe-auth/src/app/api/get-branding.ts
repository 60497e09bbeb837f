import type { NetworkBranding } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** Public: the branding of the network that owns this host; the host sends it with the page, standalone asks. */
export const getBranding = () => call<NetworkBranding>(http.get('/api/network/branding'));
