import type { RemoteName } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { changesBetween, createdFields, recordAudit } from '../shared/audit';
import type { Database } from '../shared/db/schema';
import { type RolloutValues, remoteStore } from './store';

/**
 * Who changed a rollout: a super admin (his user id), a team's deploy token (its name), or a deploy script with the
 * operator's DEPLOY_TOKEN (neither).
 */
export interface RolloutActor {
  userId: number | null;
  deployToken?: string;
}

/** The name the audit log shows for a change without a user (it would read "Deleted user" otherwise). */
export function actorName(actor: RolloutActor): string | undefined {
  if (actor.userId !== null) return undefined;
  return actor.deployToken === undefined ? "The operator's deploy token" : `Deploy token "${actor.deployToken}"`;
}

function byWhom(actor: RolloutActor): string {
  if (actor.userId !== null) return 'the platform administrator';
  return actor.deployToken === undefined ? "the operator's deploy token" : `deploy token "${actor.deployToken}"`;
}

export type RolloutChangeKind = 'set' | 'promote' | 'rollback' | 'reset';

const AUDITED_FIELDS = ['version', 'canary_version', 'canary_percent'] as const;

export type Audited = Pick<RolloutValues, 'version' | 'canary_version' | 'canary_percent'>;

function sentence(
  kind: RolloutChangeKind,
  remote: RemoteName,
  target: number | null,
  after: Audited | undefined,
  actor: RolloutActor,
) {
  const scope = target === null ? ' (platform default)' : '';
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
  return `${remote}${scope}: ${what}, by ${byWhom(actor)}`;
}

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
export async function auditRollout(
  trx: Kysely<Database>,
  kind: RolloutChangeKind,
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
      details: { remote, scope: target === null ? 'default' : 'network', actor: actorName(actor) },
    });
  }
}
