import type { Envelope, RemoteName } from '@affnet/contracts';
import { call, http } from '@affnet/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RolloutTarget, rolloutPath } from '../lib/rollout-target';
import { REMOTES_OVERVIEW_KEY } from './get-remotes-overview';

/** DELETE /api/remotes/:remote/rollouts/:network: the network follows the platform default again. */
export const resetRollout = async ({ remote, target }: { remote: RemoteName; target: RolloutTarget }) => {
  await call(http.delete<Envelope>(rolloutPath(remote, target)));
};

export function useResetRollout() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: resetRollout,
    onSettled: () => queries.invalidateQueries({ queryKey: REMOTES_OVERVIEW_KEY }),
  });
}
