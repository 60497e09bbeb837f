import type { ComponentType } from 'react';
import type { Permission } from './permissions';

/** The runtime-loaded areas of the dashboard; each is one module-federation remote. */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_offers', 'mfe_statistics', 'mfe_network_admin', 'mfe_publisher'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote exposes exactly one module under this key: `loadRemote('<name>/App')`. */
export const REMOTE_EXPOSE = './App';

/** A release version: semver (`1.4.0`, `1.5.0-rc.1`). */
export const RELEASE_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,6}(-[0-9A-Za-z.-]{1,40})?$/;

/**
 * Where the host mounts a remote's App. The host builds its router from these: `path` is a router path below the
 * shell (`offers/*`), `basePath` the prefix handed to the App, `shell` which layout wraps it.
 */
export interface AreaMount {
  path: string;
  basePath: string;
  shell: 'main' | 'public';
  /** Title key (in the remote's namespace) of the whole area: the breadcrumb's and document title's fallback. */
  title?: string;
}

/**
 * One page (or group of pages) and the permissions that open it (any one is enough). The host's guard checks this
 * before the page loads, so a page a role may not open never asks the server. The first matching page of all the
 * loaded areas decides, so each area lists its narrow paths first.
 */
export interface AreaPage {
  /** Path pattern: `:name` matches one segment, a final `*` the rest of the path (or nothing). */
  path: string;
  permissions: readonly Permission[];
  /** Title key in the remote's namespace, for the breadcrumb and the document title. */
  title?: string;
}

/** A link inside a menu group. */
export interface AreaMenuLink {
  /** Label key in the remote's namespace. */
  label: string;
  to: string;
  /** Roles that see it; absent: every role that sees the group. */
  roles?: readonly Permission[];
}

/** One entry of the sidebar: a link, or a group of links. */
export interface AreaMenuEntry {
  /** Stable id (an entry of another remote with the same id is a conflict: the first loaded wins). */
  id: string;
  /** Label key in the remote's namespace. */
  label: string;
  /** SVG path data drawn in a 24×24 box with a round 1.8 stroke: the remote brings its own icon. */
  icon: string;
  /** Position in the sidebar, ascending across all remotes. */
  order: number;
  /** Roles that see it (a user's role is the first of admin, network, publisher, advertiser he holds). */
  roles: readonly Permission[];
  to?: string;
  children?: readonly AreaMenuLink[];
}

/** What a remote declares about itself: the host builds its router, sidebar, breadcrumb and titles from it. */
export interface AreaDeclaration {
  remote: RemoteName;
  mounts: readonly AreaMount[];
  pages: readonly AreaPage[];
  menu: readonly AreaMenuEntry[];
  /** Translations of the title and label keys, by language code (en, fr, es, de); namespace: the remote's name. */
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The `version` /mf/manifest names for a remote served from the server's configured REMOTE_*_URL, not a release. */
export const CONFIGURED_RELEASE_VERSION = 'configured';

/** The release of one remote a user gets, as GET /mf/manifest names it. */
export interface RemoteReleaseRef {
  /** The release's version, or CONFIGURED_RELEASE_VERSION when no release is rolled out. */
  version: string;
  /** URL of the release's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The release's area declaration; null for a release registered without one. */
  area: AreaDeclaration | null;
  /** True when this user was sent to a canary release. */
  canary: boolean;
}

/** Payload of GET /mf/manifest: for the tenant owning the request's host (and the signed-in user), each remote. */
export interface RemoteManifest {
  /** Each remote's entry URL (kept for hosts that read only this). */
  remotes: Record<RemoteName, string>;
  releases: Record<RemoteName, RemoteReleaseRef>;
  /** Some remote of this network has a canary: a signed-in user asks again with his token to learn his side. */
  canary: boolean;
}

/** Body of POST /mf/failures: a remote failed to load or threw while rendering. */
export interface RemoteFailureReport {
  remote: RemoteName;
  version: string;
  /** The path the user was on. */
  area: string;
  message: string;
}

/** A registered release of a remote, as the Remotes page lists it. */
export interface RemoteRelease {
  remote: RemoteName;
  version: string;
  entry: string;
  created_at: string;
  /** Failures signed-in users reported for this release in the last 24 hours, and ever (a few per user an hour). */
  failures_24h: number;
  failures_total: number;
  /** Failures reported without a session (anyone can send one; a few per address an hour): shown apart. */
  anonymous_failures_24h: number;
  anonymous_failures_total: number;
}

/** One failure report of a release, as the Remotes page lists the latest ones (GET …/releases/:version/failures). */
export interface RemoteFailure {
  message: string;
  /** The path the user was on. */
  area: string;
  created_at: string;
  /** Sent without a valid session: anyone could have sent it. */
  anonymous: boolean;
  /** The network whose host the page was on; null on the platform's own host. */
  network: { id: number; name: string } | null;
}

/** A stable release a rollout served before, for Roll back (newest first). */
export interface RemoteEarlierRelease {
  version: string;
  /** When the rollout started serving it. */
  served_from: string;
}

/** A team's deploy token: it registers, rolls out and rolls back one remote only (perhaps for some networks). */
export interface RemoteDeployToken {
  id: number;
  name: string;
  remote: RemoteName;
  /** The networks it may change; null: every network and the platform default. */
  network_ids: number[] | null;
  created_at: string;
  revoked_at: string | null;
}

/** Answer of creating a deploy token: the token itself, shown this once (only its sha256 is kept). */
export interface NewRemoteDeployToken extends RemoteDeployToken {
  token: string;
}

/** Body of POST /api/remotes/deploy-tokens. */
export interface RemoteDeployTokenInput {
  name: string;
  remote: RemoteName;
  network_ids?: number[] | null;
}

/** What one network gets of one remote: a stable release and perhaps a canary for a share of its users. */
export interface RemoteRollout {
  remote: RemoteName;
  /** null: the platform's default release. */
  network_id: number | null;
  version: string;
  canary_version: string | null;
  /** 0–100: the share of the network's users (stable per user) sent to the canary. */
  canary_percent: number;
  /** The stable release before the last change; null when there is none. */
  previous_version: string | null;
  /** The other stable releases this rollout served, newest first: Roll back goes to any of them. */
  earlier: RemoteEarlierRelease[];
  updated_at: string;
}

/** Payload of GET /api/remotes (super admin). */
export interface RemotesOverview {
  releases: RemoteRelease[];
  /** One row per remote for the platform default, and one per network that has its own rollout. */
  rollouts: RemoteRollout[];
  networks: { id: number; name: string; domain: string }[];
  /** Each remote's configured REMOTE_*_URL (`{hostname}` left in): what a remote without a default rollout serves. */
  configured?: Record<RemoteName, string>;
}

/** Props the host passes to a remote's exposed App; the remote renders its own <Routes> below basePath. */
export interface RemoteAppProps {
  /** The route prefix the host mounted this area under, e.g. '/offers' or '' for the root. */
  basePath: string;
}

/** The shape of a remote's exposed module. */
export interface RemoteModule {
  default: ComponentType<RemoteAppProps>;
}
