import type { RemoteName } from '@affnet/contracts';

/** Whose rollout a change is about: a network's id, or null for the platform default. */
export type RolloutTarget = number | null;

/** The rollout's address in the API: `/api/remotes/<remote>/rollouts/<network id | default>`. */
export function rolloutPath(remote: RemoteName, target: RolloutTarget): string {
  const network = target === null ? 'default' : String(target);
  return `/api/remotes/${encodeURIComponent(remote)}/rollouts/${encodeURIComponent(network)}`;
}
