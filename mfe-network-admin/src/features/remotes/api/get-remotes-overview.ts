import type { Envelope, RemotesOverview } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useQuery } from '@tanstack/react-query';

/** Every change on the Remotes page refreshes this one query. */
export const REMOTES_OVERVIEW_KEY = ['remotes', 'overview'] as const;

/** GET /api/remotes: every release with its failures, every rollout, the networks. */
export const getRemotesOverview = () => payloadOf<RemotesOverview>(http.get<Envelope<RemotesOverview>>('/api/remotes'));

export function useRemotesOverview() {
  return useQuery({ queryKey: REMOTES_OVERVIEW_KEY, queryFn: getRemotesOverview });
}
