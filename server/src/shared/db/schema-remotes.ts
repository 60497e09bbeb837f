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
  /** 1: sent without a valid session (anyone can send one: shown apart); 0: by a signed-in user. */
  anonymous: number;
  created_at: string;
}

/** A team's deploy token (migration 018): acts on one remote, perhaps only for some networks. */
export interface RemoteDeployTokensTable {
  id: Generated<number>;
  /** Unique among the tokens not revoked; the audit log names the token by it. */
  name: string;
  remote: string;
  /** JSON list of networks.id it may change; null: every network and the platform default. */
  network_ids: string | null;
  /** sha256 (hex) of the token: the token itself is shown once, never stored. */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** Each stable release a rollout served, in order (network_id null: the platform default). */
export interface RemoteRolloutHistoryTable {
  id: Generated<number>;
  network_id: number | null;
  remote: string;
  version: string;
  served_from: string;
}

/** Failure reports of a release counted per reporter (`user:<id>` or `address:<ip>`) and UTC hour. */
export interface RemoteFailureQuotasTable {
  remote: string;
  version: string;
  reporter: string;
  /** `YYYY-MM-DDTHH` (UTC). */
  hour: string;
  reports: number;
}

/** Tables of this area (owned by its migration in migrations/). */
export interface RemotesDatabase {
  remote_releases: RemoteReleasesTable;
  remote_rollouts: RemoteRolloutsTable;
  remote_failures: RemoteFailuresTable;
  remote_deploy_tokens: RemoteDeployTokensTable;
  remote_rollout_history: RemoteRolloutHistoryTable;
  remote_failure_quotas: RemoteFailureQuotasTable;
}
