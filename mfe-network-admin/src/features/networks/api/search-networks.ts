import type { AdminNetwork, AdminNetworkPage, NetworkSearch } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';

export const searchNetworks = (search: NetworkSearch, signal?: AbortSignal) =>
  payloadOf<AdminNetworkPage>(http.post('/api/network/list/search/', search, { signal }));

/** Every cached page of the networks table starts with this. */
export const NETWORK_LISTS_KEY = ['networks', 'list'] as const;

/** One page of the platform's networks for this search, status, sort and page. */
export const useNetworkList = (search: NetworkSearch) =>
  useQuery({ queryKey: [...NETWORK_LISTS_KEY, search], queryFn: ({ signal }) => searchNetworks(search, signal) });

/** Shows a network as the server saved it, in place, in every cached page of the table. */
export function replaceNetworkRow(queryClient: QueryClient, network: AdminNetwork): void {
  queryClient.setQueriesData<AdminNetworkPage>(
    { queryKey: NETWORK_LISTS_KEY },
    (page) => page && { ...page, rows: page.rows.map((row) => (row.id === network.id ? network : row)) },
  );
}
