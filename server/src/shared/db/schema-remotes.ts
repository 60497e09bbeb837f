import type { Generated } from 'kysely';

/** A registered release of a remote (migration 010); immutable once registered. */
export interface RemoteReleasesTable {
  remote: string;
  version: string;
  /** The release's mf-manifest.json (or remoteEntry.js); `{hostname}` is replaced by the request's host name. */
  entry_url: string;
  /** The release's AreaDeclaration as JSON; null for a release registered without one. */
  area_json: string | null;
  created_at: string;
}

/** Which release of a remote a network gets; network_id null is the platform default. */
export interface RemoteRolloutsTable {
  id: Generated<number>;
  network_id: number | null;
  remote: string;
  version: string;
  canary_version: string | null;
  /** 0–100: the share of the network's users (by a hash of their id) sent to the canary. */
  canary_percent: number;
  previous_version: string | null;
  updated_at: string;
}

/** A remote that failed to load or threw, as the host reported it. */
export interface RemoteFailuresTable {
  id: Generated<number>;
  remote: string;
  version: string;
  /** The network owning the page's host; null on the platform's own host. */
  network_id: number | null;
  area: string;
  message: string;
  created_at: string;
}

/** Tables of this area (owned by its migration in migrations/). */
export interface RemotesDatabase {
  remote_releases: RemoteReleasesTable;
  remote_rollouts: RemoteRolloutsTable;
  remote_failures: RemoteFailuresTable;
}
