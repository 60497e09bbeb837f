import type {
  AdminNetwork,
  AdminNetworkPage,
  Envelope,
  NetworkDataListItem,
  NetworkDeletion,
  NetworkSearch,
  NetworkStatus,
  NetworkUpdate,
  RegistrationDecision,
} from '@affnet/contracts';
import { call, http } from '@affnet/core';

/** Super admin calls: the platform's networks and the review of sign-ups. */
async function payloadOf<T>(request: Promise<{ data: Envelope<T>; status: number }>): Promise<T> {
  const envelope = await call<T>(request);
  if (envelope.payload === undefined) throw new Error('The server sent no payload');
  return envelope.payload;
}

export const getNetworkDataList = () => payloadOf<NetworkDataListItem[]>(http.get('/user/network/datalist/'));

export const getNetworkList = () => payloadOf<AdminNetwork[]>(http.get('/api/network/list/'));

export const searchNetworks = (search: NetworkSearch) =>
  payloadOf<AdminNetworkPage>(http.post('/api/network/list/search/', search));

export const updateNetwork = (update: NetworkUpdate) => payloadOf<AdminNetwork>(http.put('/api/network/list', update));

/** `force` deletes a network that has clicks or conversions too. */
export const deleteNetwork = (id: number, force = false) =>
  payloadOf<NetworkDeletion>(
    http.delete(`/api/network/list/${encodeURIComponent(String(id))}`, { params: force ? { force: true } : {} }),
  );

export const setNetworkStatus = (networkId: string, status: NetworkStatus) =>
  payloadOf<AdminNetwork>(http.post('/user/network/status', { network_id: networkId, status }));

export const getNetworkRegistrations = () => payloadOf<AdminNetwork[]>(http.get('/api/network/registrations'));

export const reviewNetworkRegistration = (id: number, decision: RegistrationDecision) =>
  payloadOf<AdminNetwork>(
    http.post(`/api/network/registrations/${encodeURIComponent(String(id))}/review`, { decision }),
  );
