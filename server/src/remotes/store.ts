import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../shared/db/schema';
import type {
  RemoteFailuresTable,
  RemoteReleasesTable,
  RemoteRolloutHistoryTable,
  RemoteRolloutsTable,
} from '../shared/db/schema-remotes';

export type ReleaseRow = Selectable<RemoteReleasesTable>;
export type RolloutRow = Selectable<RemoteRolloutsTable>;
export type RolloutValues = Pick<
  RolloutRow,
  'version' | 'canary_version' | 'canary_percent' | 'previous_version' | 'updated_at'
>;

/**
 * Releases and rollouts of the remotes. They are platform data (a release serves every network); a rollout is
 * addressed by (network, remote), with network null for the platform default. A network's own view of its
 * rollouts goes through tenantStore.
 */
export function remoteStore(db: Kysely<Database>) {
  const rolloutOf = (networkId: number | null, remote: string) =>
    db
      .selectFrom('remote_rollouts')
      .selectAll()
      .where('remote', '=', remote)
      .where('network_id', networkId === null ? 'is' : '=', networkId)
      .executeTakeFirst();
  return {
    releases: () =>
      db.selectFrom('remote_releases').selectAll().orderBy('remote').orderBy('created_at', 'desc').execute(),
    releasesOf: (remote: string) =>
      db.selectFrom('remote_releases').selectAll().where('remote', '=', remote).orderBy('created_at', 'desc').execute(),
    /** The releases with one of these versions (of any remote: the caller picks the pairs it needs). */
    releasesNamed: async (versions: string[]) =>
      versions.length === 0
        ? []
        : db
            .selectFrom('remote_releases')
            .selectAll()
            .where('version', 'in', [...new Set(versions)])
            .execute(),
    release: (remote: string, version: string) =>
      db
        .selectFrom('remote_releases')
        .selectAll()
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst(),
    insertRelease: (release: Insertable<RemoteReleasesTable>) =>
      db.insertInto('remote_releases').values(release).execute(),

    /** The platform default of every remote that has one. */
    defaultRollouts: () => db.selectFrom('remote_rollouts').selectAll().where('network_id', 'is', null).execute(),
    /** The rollouts of every network (super admin overview). */
    allRollouts: () =>
      db.selectFrom('remote_rollouts').selectAll().orderBy('remote').orderBy('network_id').orderBy('id').execute(),
    rolloutOf,
    /** Writes the rollout of (network, remote): updates its row or creates it. */
    saveRollout: async (networkId: number | null, remote: string, values: RolloutValues) => {
      const existing = await rolloutOf(networkId, remote);
      if (existing) {
        await db.updateTable('remote_rollouts').set(values).where('id', '=', existing.id).execute();
      } else {
        await db
          .insertInto('remote_rollouts')
          .values({ ...values, network_id: networkId, remote })
          .execute();
      }
    },
    deleteRollout: (id: number) => db.deleteFrom('remote_rollouts').where('id', '=', id).execute(),
    /** Networks (ids) that follow the platform default of a remote: they have no rollout of their own. */
    networksOnDefault: async (remote: string) =>
      (
        await db
          .selectFrom('networks')
          .select('id')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('remote_rollouts as r')
                  .select('r.id')
                  .whereRef('r.network_id', '=', 'networks.id')
                  .where('r.remote', '=', remote),
              ),
            ),
          )
          .orderBy('id')
          .execute()
      ).map((row) => Number(row.id)),

    /** Every network, by name: the Remotes page's choice of a rollout's network (across networks by purpose). */
    networkChoices: () =>
      db.selectFrom('networks').select(['id', 'company_name', 'dashboard_domain']).orderBy('company_name').execute(),

    /** The stable releases each rollout served, oldest first; of one remote, or of all. */
    servedHistory: (remote?: string) =>
      db
        .selectFrom('remote_rollout_history')
        .selectAll()
        .$if(remote !== undefined, (q) => q.where('remote', '=', remote as string))
        .orderBy('id')
        .execute(),
    /** The release a rollout last started serving. */
    lastServed: async (networkId: number | null, remote: string) =>
      (
        await db
          .selectFrom('remote_rollout_history')
          .select('version')
          .where('remote', '=', remote)
          .where('network_id', networkId === null ? 'is' : '=', networkId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.version,
    noteServed: (served: Insertable<RemoteRolloutHistoryTable>) =>
      db.insertInto('remote_rollout_history').values(served).execute(),

    insertFailure: (failure: Insertable<RemoteFailuresTable>) =>
      db.insertInto('remote_failures').values(failure).execute(),
    /** Failures per release, signed-in and anonymous apart: since `since` (ISO instant) and ever. */
    failureCounts: (since: string) =>
      db
        .selectFrom('remote_failures')
        .select((eb) => [
          'remote',
          'version',
          'anonymous',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string | null>(eb.case().when('created_at', '>=', since).then(1).else(0).end())
            .as('recent'),
        ])
        .groupBy(['remote', 'version', 'anonymous'])
        .execute(),
  };
}

export type RemoteStore = ReturnType<typeof remoteStore>;
