import type { Envelope, RemoteName, RemoteRollout } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RolloutTarget, rolloutPath } from '../lib/rollout-target';
import { REMOTES_OVERVIEW_KEY } from './get-remotes-overview';

export interface RolloutChange {
  remote: RemoteName;
  target: RolloutTarget;
  /** The stable release; without a canary, everyone of the network gets it. */
  version: string;
  canary_version?: string;
  canary_percent?: number;
}

/** PUT /api/remotes/:remote/rollouts/:network: pins a release, or starts a canary beside the stable one. */
export const setRollout = ({ remote, target, ...body }: RolloutChange) =>
  payloadOf<RemoteRollout>(http.put<Envelope<RemoteRollout>>(rolloutPath(remote, target), body));

export function useSetRollout() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: setRollout,
    onSettled: () => queries.invalidateQueries({ queryKey: REMOTES_OVERVIEW_KEY }),
  });
}
