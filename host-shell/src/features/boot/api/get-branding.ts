import type { NetworkBranding } from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** Public: the branding of the network that owns this host (logo, name, theme, time zone), before sign-in. */
export const getBranding = () => call<NetworkBranding>(http.get('/api/network/branding'));
