import type { Envelope, RemoteName, RemoteRollout } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RolloutTarget, rolloutPath } from '../lib/rollout-target';
import { REMOTES_OVERVIEW_KEY } from './get-remotes-overview';

/** POST …/rollback: back to the stable release before the last change, the canary cleared. */
export const rollBack = ({ remote, target }: { remote: RemoteName; target: RolloutTarget }) =>
  payloadOf<RemoteRollout>(http.post<Envelope<RemoteRollout>>(`${rolloutPath(remote, target)}/rollback`));

export function useRollBack() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: rollBack,
    onSettled: () => queries.invalidateQueries({ queryKey: REMOTES_OVERVIEW_KEY }),
  });
}
