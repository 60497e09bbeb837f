import type { RemoteName, RemoteRelease, RemoteRollout, RemotesOverview } from '@affnet/contracts';
import type { RolloutTarget } from './rollout-target';

/** One line of "who gets this remote": the platform default, or a network. */
export interface RolloutLine {
  target: RolloutTarget;
  /** The network's name and domain; absent on the platform default's line. */
  network?: { name: string; domain: string };
  /** The line's own rollout; a network without one follows the platform default. */
  own: RemoteRollout | undefined;
  /** What its users get: its own rollout, else the platform default's (undefined: the configured address). */
  effective: RemoteRollout | undefined;
}

/** What the Remotes page shows of one remote: its releases (newest first), its default and each network's line. */
export interface RemoteView {
  remote: RemoteName;
  releases: RemoteRelease[];
  platformDefault: RemoteRollout | undefined;
  lines: RolloutLine[];
}

export function remoteView(overview: RemotesOverview, remote: RemoteName): RemoteView {
  const releases = overview.releases
    .filter((r) => r.remote === remote)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const rollouts = overview.rollouts.filter((r) => r.remote === remote);
  const platformDefault = rollouts.find((r) => r.network_id === null);
  const networkLines = overview.networks.map((network): RolloutLine => {
    const own = rollouts.find((r) => r.network_id === network.id);
    return {
      target: network.id,
      network: { name: network.name, domain: network.domain },
      own,
      effective: own ?? platformDefault,
    };
  });
  const defaultLine: RolloutLine = { target: null, own: platformDefault, effective: platformDefault };
  return { remote, releases, platformDefault, lines: [defaultLine, ...networkLines] };
}

/** The release of this version, for its failure counts. */
export const releaseOf = (view: RemoteView, version: string | null | undefined) =>
  version ? view.releases.find((r) => r.version === version) : undefined;

/** The command a team runs to register a release of a remote (its package folder: mfe_offers → mfe-offers). */
export const releaseCommand = (remote: RemoteName) => `pnpm release ${remote.replace(/_/g, '-')}`;
