import type { Envelope, RemoteName, RemoteRollout } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RolloutTarget, rolloutPath } from '../lib/rollout-target';
import { REMOTES_OVERVIEW_KEY } from './get-remotes-overview';

export interface RollBack {
  remote: RemoteName;
  target: RolloutTarget;
  /** The earlier release to go back to, chosen from the rollout's history. */
  version: string;
}

/** POST …/rollback: back to an earlier stable release of the rollout, the canary cleared. */
export const rollBack = ({ remote, target, version }: RollBack) =>
  payloadOf<RemoteRollout>(http.post<Envelope<RemoteRollout>>(`${rolloutPath(remote, target)}/rollback`, { version }));

export function useRollBack() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: rollBack,
    onSettled: () => queries.invalidateQueries({ queryKey: REMOTES_OVERVIEW_KEY }),
  });
}
