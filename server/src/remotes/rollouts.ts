import type { RemoteName, RemoteRollout } from '@affnet/contracts';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { auditRollout, type RolloutActor, type RolloutChangeKind } from './rollout-audit';
import { earlierReleases, recordServed, type Served, servedByRollout, servedOf } from './rollout-history';
import { type RolloutRow, type RolloutValues, remoteStore } from './store';

export type { RolloutActor };

export interface RolloutChange {
  version: string;
  canary_version?: string | null;
  canary_percent?: number;
}

/** `default` is the platform default (null), anything else a networks.id; 404 for a network that does not exist. */
export async function rolloutTarget(ctx: AppContext, network: string): Promise<number | null> {
  if (network === 'default') return null;
  const row = await ctx.platform.networkById(Number(network));
  if (!row) throw notFound('Network not found');
  return row.id;
}

export function rolloutView(row: RolloutRow, served: Served[] = []): RemoteRollout {
  return {
    remote: row.remote as RemoteName,
    network_id: row.network_id === null ? null : Number(row.network_id),
    version: row.version,
    canary_version: row.canary_version,
    canary_percent: Number(row.canary_percent),
    previous_version: row.previous_version,
    earlier: earlierReleases(served, row.version),
    updated_at: row.updated_at,
  };
}

async function requireRelease(ctx: AppContext, remote: RemoteName, version: string, field: string) {
  if (!(await remoteStore(ctx.db).release(remote, version))) {
    throw invalidField(field, ERROR_CODES.unknownRelease, `${remote} ${version} is not a registered release`);
  }
}

/** What a network got before a change of its own rollout: that rollout, else the platform default. */
async function effective(ctx: AppContext, remote: RemoteName, target: number | null, own: RolloutRow | undefined) {
  return own ?? (target === null ? undefined : await remoteStore(ctx.db).rolloutOf(null, remote));
}

async function write(
  ctx: AppContext,
  kind: RolloutChangeKind,
  remote: RemoteName,
  target: number | null,
  before: RolloutRow | undefined,
  values: RolloutValues,
  actor: RolloutActor,
): Promise<RemoteRollout> {
  const was = await effective(ctx, remote, target, before);
  // A network's first rollout of its own starts its history with the platform default it had.
  const inherited = !before && was ? [{ version: was.version, served_from: was.updated_at }] : [];
  await ctx.db.transaction().execute(async (trx) => {
    await remoteStore(trx).saveRollout(target, remote, values);
    await recordServed(trx, remote, target, [
      ...inherited,
      { version: values.version, served_from: values.updated_at },
    ]);
    await auditRollout(trx, kind, remote, target, { before: was, after: values }, actor);
  });
  const saved = await remoteStore(ctx.db).rolloutOf(target, remote);
  if (!saved) throw new Error(`rollout of ${remote} vanished after saving`);
  return rolloutView(saved, servedOf(await servedByRollout(ctx.db, remote), remote, target));
}

/** Sets the stable release (and perhaps a canary) a network, or the platform default, gets of a remote. */
export async function setRollout(
  ctx: AppContext,
  actor: RolloutActor,
  remote: RemoteName,
  target: number | null,
  change: RolloutChange,
): Promise<RemoteRollout> {
  const canary = change.canary_version ?? null;
  await requireRelease(ctx, remote, change.version, 'version');
  if (canary !== null) {
    await requireRelease(ctx, remote, canary, 'canary_version');
    if (canary === change.version) {
      throw invalidField('canary_version', ERROR_CODES.sameRelease, 'must differ from version');
    }
    if (change.canary_percent === undefined) {
      throw invalidField('canary_percent', ERROR_CODES.required, 'is required with canary_version');
    }
  } else if ((change.canary_percent ?? 0) > 0) {
    throw invalidField('canary_version', ERROR_CODES.required, 'is required when canary_percent is above 0');
  }
  const store = remoteStore(ctx.db);
  const before = await store.rolloutOf(target, remote);
  // What the network got before its own rollout is the platform default: Roll back returns to it.
  const inherited = target === null ? undefined : await store.rolloutOf(null, remote);
  const previous = before
    ? before.version === change.version
      ? before.previous_version
      : before.version
    : (inherited?.version ?? null);
  return write(
    ctx,
    'set',
    remote,
    target,
    before,
    {
      version: change.version,
      canary_version: canary,
      canary_percent: canary === null ? 0 : (change.canary_percent ?? 0),
      previous_version: previous === change.version ? null : previous,
      updated_at: nowIso(),
    },
    actor,
  );
}

/** The canary becomes the stable release for everyone of the network. */
export async function promoteCanary(ctx: AppContext, actor: RolloutActor, remote: RemoteName, target: number | null) {
  const before = await remoteStore(ctx.db).rolloutOf(target, remote);
  if (!before?.canary_version)
    throw invalidField('canary_version', ERROR_CODES.noCanary, 'there is no canary to promote');
  return write(
    ctx,
    'promote',
    remote,
    target,
    before,
    {
      version: before.canary_version,
      canary_version: null,
      canary_percent: 0,
      previous_version: before.version,
      updated_at: nowIso(),
    },
    actor,
  );
}

/**
 * Back to an earlier stable release of the rollout, the canary cleared: `version`, one of the releases it served
 * before (skipping over broken ones), else the one before the last change. Not a toggle: no previous is left after it.
 */
export async function rollBack(
  ctx: AppContext,
  actor: RolloutActor,
  remote: RemoteName,
  target: number | null,
  version?: string,
) {
  const before = await remoteStore(ctx.db).rolloutOf(target, remote);
  const back = version ?? before?.previous_version;
  if (!before || !back) {
    throw invalidField('previous_version', ERROR_CODES.noPreviousRelease, 'there is no previous release to go back to');
  }
  if (version !== undefined) {
    const earlier = earlierReleases(servedOf(await servedByRollout(ctx.db, remote), remote, target), before.version);
    if (!earlier.some((release) => release.version === version)) {
      throw invalidField('version', ERROR_CODES.unknownRelease, `${version} is not an earlier release of this rollout`);
    }
    await requireRelease(ctx, remote, version, 'version');
  }
  return write(
    ctx,
    'rollback',
    remote,
    target,
    before,
    { version: back, canary_version: null, canary_percent: 0, previous_version: null, updated_at: nowIso() },
    actor,
  );
}

/** Removes a network's own rollout (it follows the platform default again), or the default itself. */
export async function removeRollout(ctx: AppContext, actor: RolloutActor, remote: RemoteName, target: number | null) {
  const before = await remoteStore(ctx.db).rolloutOf(target, remote);
  if (!before) throw notFound(`There is no rollout of ${remote} to remove`);
  const fallback = await effective(ctx, remote, target, undefined);
  await ctx.db.transaction().execute(async (trx) => {
    await remoteStore(trx).deleteRollout(before.id);
    await auditRollout(trx, 'reset', remote, target, { before, after: fallback }, actor);
  });
}
