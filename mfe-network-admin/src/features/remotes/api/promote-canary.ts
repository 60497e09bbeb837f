import type { Envelope, RemoteName, RemoteRollout } from '@affnet/contracts';
import { http, payloadOf } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RolloutTarget, rolloutPath } from '../lib/rollout-target';
import { REMOTES_OVERVIEW_KEY } from './get-remotes-overview';

/** POST …/promote: the canary becomes the stable release for every user of the network. */
export const promoteCanary = ({ remote, target }: { remote: RemoteName; target: RolloutTarget }) =>
  payloadOf<RemoteRollout>(http.post<Envelope<RemoteRollout>>(`${rolloutPath(remote, target)}/promote`));

export function usePromoteCanary() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: promoteCanary,
    onSettled: () => queries.invalidateQueries({ queryKey: REMOTES_OVERVIEW_KEY }),
  });
}
