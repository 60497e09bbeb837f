import type { RemoteName, RemoteRollout } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../clock';
import type { AppContext } from '../context';
import { type RolloutRow, type RolloutValues, remoteStore } from '../db/remote-store';
import type { Database } from '../db/schema';
import { ERROR_CODES, invalidField, notFound } from '../errors';
import { changesBetween, createdFields, recordAudit } from './audit';

/** Who changed a rollout: a super admin (his user id) or a deploy script with the operator's token. */
export interface RolloutActor {
  userId: number | null;
}

export interface RolloutChange {
  version: string;
  canary_version?: string | null;
  canary_percent?: number;
}

type Kind = 'set' | 'promote' | 'rollback' | 'reset';

const AUDITED_FIELDS = ['version', 'canary_version', 'canary_percent'] as const;

/** `default` is the platform default (null), anything else a networks.id; 404 for a network that does not exist. */
export async function rolloutTarget(ctx: AppContext, network: string): Promise<number | null> {
  if (network === 'default') return null;
  const row = await ctx.platform.networkById(Number(network));
  if (!row) throw notFound('Network not found');
  return row.id;
}

export function rolloutView(row: RolloutRow): RemoteRollout {
  return {
    remote: row.remote as RemoteName,
    network_id: row.network_id === null ? null : Number(row.network_id),
    version: row.version,
    canary_version: row.canary_version,
    canary_percent: Number(row.canary_percent),
    previous_version: row.previous_version,
    updated_at: row.updated_at,
  };
}

async function requireRelease(ctx: AppContext, remote: RemoteName, version: string, field: string) {
  if (!(await remoteStore(ctx.db).release(remote, version))) {
    throw invalidField(field, ERROR_CODES.unknownRelease, `${remote} ${version} is not a registered release`);
  }
}

function sentence(
  kind: Kind,
  remote: RemoteName,
  target: number | null,
  after: RolloutValues | null,
  actor: RolloutActor,
) {
  const scope = target === null ? ' (platform default)' : '';
  const by = actor.userId === null ? 'a deploy script' : 'the platform administrator';
  const canary = after?.canary_version ? `, canary ${after.canary_version} for ${after.canary_percent} %` : '';
  const what = {
    set: `release ${after?.version}${canary}`,
    promote: `canary ${after?.version} promoted`,
    rollback: `rolled back to ${after?.version}`,
    reset:
      target === null
        ? 'platform default removed, the configured URL serves it'
        : `back to the platform default${after ? ` (${after.version})` : ''}`,
  }[kind];
  return `${remote}${scope}: ${what}, by ${by}`;
}

type Audited = Pick<RolloutValues, 'version' | 'canary_version' | 'canary_percent'>;

/** The audited fields of a rollout; a canary's share only while there is a canary. */
const audited = (rollout: Audited | undefined): Record<string, unknown> =>
  rollout
    ? {
        version: rollout.version,
        canary_version: rollout.canary_version ?? undefined,
        canary_percent: rollout.canary_version ? Number(rollout.canary_percent) : undefined,
      }
    : {};

/**
 * One entry in the log of every network the change reaches (a platform default reaches those without their own),
 * with what that network got before and gets now.
 */
async function audit(
  trx: Kysely<Database>,
  kind: Kind,
  remote: RemoteName,
  target: number | null,
  change: { before: Audited | undefined; after: Audited | undefined },
  actor: RolloutActor,
) {
  const networks = target === null ? await remoteStore(trx).networksOnDefault(remote) : [target];
  const before = audited(change.before);
  const after = audited(change.after);
  const changes = change.before
    ? changesBetween(before, { version: null, canary_version: null, canary_percent: undefined, ...after }, [
        ...AUDITED_FIELDS,
      ])
    : createdFields(after, AUDITED_FIELDS);
  for (const networkId of networks) {
    await recordAudit(trx, {
      networkId,
      userId: actor.userId,
      action: `remote.${kind}`,
      logStatus: sentence(kind, remote, target, change.after, actor),
      subject: remote,
      changes,
      details: { remote, scope: target === null ? 'default' : 'network' },
    });
  }
}

/** What a network got before a change of its own rollout: that rollout, else the platform default. */
async function effective(ctx: AppContext, remote: RemoteName, target: number | null, own: RolloutRow | undefined) {
  return own ?? (target === null ? undefined : await remoteStore(ctx.db).rolloutOf(null, remote));
}

async function write(
  ctx: AppContext,
  kind: Kind,
  remote: RemoteName,
  target: number | null,
  before: RolloutRow | undefined,
  values: RolloutValues,
  actor: RolloutActor,
): Promise<RemoteRollout> {
  const was = await effective(ctx, remote, target, before);
  await ctx.db.transaction().execute(async (trx) => {
    await remoteStore(trx).saveRollout(target, remote, values);
    await audit(trx, kind, remote, target, { before: was, after: values }, actor);
  });
  const saved = await remoteStore(ctx.db).rolloutOf(target, remote);
  if (!saved) throw new Error(`rollout of ${remote} vanished after saving`);
  return rolloutView(saved);
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

/** Back to the stable release before the last change, canary cleared. Not a toggle: no previous is left after it. */
export async function rollBack(ctx: AppContext, actor: RolloutActor, remote: RemoteName, target: number | null) {
  const before = await remoteStore(ctx.db).rolloutOf(target, remote);
  if (!before?.previous_version) {
    throw invalidField('previous_version', ERROR_CODES.noPreviousRelease, 'there is no previous release to go back to');
  }
  return write(
    ctx,
    'rollback',
    remote,
    target,
    before,
    {
      version: before.previous_version,
      canary_version: null,
      canary_percent: 0,
      previous_version: null,
      updated_at: nowIso(),
    },
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
    await audit(trx, 'reset', remote, target, { before, after: fallback }, actor);
  });
}
