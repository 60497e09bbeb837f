import type { AdminNetwork, Envelope } from '@affnet/contracts';
import { call, http } from '@affnet/core';

// The networks page's calls live in mfe-network-admin; this list stays for the super admin's dashboard.
async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

export const getNetworkList = () => payloadOf<AdminNetwork[]>(http.get('/api/network/list/'));
