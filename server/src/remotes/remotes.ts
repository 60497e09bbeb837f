import { createHash } from 'node:crypto';
import {
  CONFIGURED_RELEASE_VERSION,
  REMOTE_NAMES,
  type RemoteManifest,
  type RemoteName,
  type RemoteReleaseRef,
} from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import type { NetworkRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { areaOf } from './releases';
import { type ReleaseRow, type RolloutRow, remoteStore } from './store';

/** The host name of the request without port; anything odd falls back to localhost. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]{1,253})$/.test(name) ? name : 'localhost';
}

/** 0–99, the same for a user every time: below a canary's percent, the user gets the canary. */
export function canaryBucket(networkId: number, remote: RemoteName, userId: number): number {
  return createHash('sha256').update(`${networkId}:${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

const hasCanary = (rollout: RolloutRow | undefined) =>
  Boolean(rollout?.canary_version) && Number(rollout?.canary_percent) > 0;

/**
 * What the tenant of the request (and the signed-in user, for a canary) gets of each remote: the network's own
 * rollout, else the platform default, else the configured REMOTE_*_URL. Without a user the stable release.
 */
export async function manifestFor(
  ctx: AppContext,
  tenant: NetworkRow | null,
  hostHeader: string | undefined,
  userId?: number | null,
): Promise<RemoteManifest> {
  const hostname = hostnameOf(hostHeader);
  const store = remoteStore(ctx.db);
  const own = tenant ? await tenantStore(ctx.db, tenant.id).rollouts() : [];
  const defaults = await store.defaultRollouts();
  const rollouts = new Map<RemoteName, RolloutRow | undefined>(
    REMOTE_NAMES.map((name) => [name, own.find((r) => r.remote === name) ?? defaults.find((r) => r.remote === name)]),
  );
  const wanted = [...rollouts.values()].flatMap((r) => (r ? [r.version, r.canary_version ?? r.version] : []));
  const releases = new Map((await store.releasesNamed(wanted)).map((r) => [`${r.remote} ${r.version}`, r]));
  const remotes = {} as Record<RemoteName, string>;
  const refs = {} as Record<RemoteName, RemoteReleaseRef>;
  let canary = false;
  for (const name of REMOTE_NAMES) {
    const rollout = rollouts.get(name);
    canary ||= hasCanary(rollout);
    const onCanary =
      hasCanary(rollout) &&
      userId != null &&
      canaryBucket(tenant?.id ?? 0, name, userId) < Number(rollout?.canary_percent);
    const version = onCanary ? rollout?.canary_version : rollout?.version;
    const release: ReleaseRow | undefined = version ? releases.get(`${name} ${version}`) : undefined;
    const entry = (release?.entry_url ?? ctx.config.remoteUrls[name]).replaceAll('{hostname}', hostname);
    remotes[name] = entry;
    refs[name] = release
      ? { version: release.version, entry, area: areaOf(release), canary: onCanary }
      : { version: CONFIGURED_RELEASE_VERSION, entry, area: null, canary: false };
  }
  return { remotes, releases: refs, canary };
}
