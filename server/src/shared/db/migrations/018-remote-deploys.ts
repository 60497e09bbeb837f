import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/** An id of its own, and the types of an instant and of a reference to another row's id, on each database. */
function types(dialect: DialectName) {
  const postgres = dialect === 'postgres';
  return {
    withId: <T extends string>(table: CreateTableBuilder<T, never>) =>
      postgres
        ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()),
    instant: postgres ? ('timestamptz' as const) : ('varchar(30)' as const),
    reference: postgres ? ('bigint' as const) : ('integer' as const),
  };
}

interface OldRollout {
  network_id: number | null;
  remote: string;
  version: string;
  previous_version: string | null;
  updated_at: string;
}

/** What each rollout served so far, as far as it is known: its previous release, then its release. */
async function historyOfRollouts(db: Kysely<unknown>) {
  const store = db as Kysely<Record<string, Record<string, unknown>>>;
  const rollouts = (await store
    .selectFrom('remote_rollouts')
    .select(['network_id', 'remote', 'version', 'previous_version', 'updated_at'])
    .orderBy('id')
    .execute()) as unknown as OldRollout[];
  for (const rollout of rollouts) {
    const served = rollout.previous_version ? [rollout.previous_version, rollout.version] : [rollout.version];
    for (const version of served) {
      await store
        .insertInto('remote_rollout_history')
        .values({
          network_id: rollout.network_id,
          remote: rollout.remote,
          version,
          served_from: rollout.updated_at,
        })
        .execute();
    }
  }
}

/**
 * Deploys made safe (issue 26): deploy tokens per team (only the sha256 of each is kept; a name unique among the
 * tokens not revoked, so that the audit log's name is one team), the history of what each rollout served (Roll back to
 * any earlier release), the anonymous flag of a failure report, and the counters that let one reporter count at most
 * a few failures of a release an hour (an upsert: atomic on both databases, across nodes).
 */
export function remoteDeploysSchema(dialect: DialectName): Migration {
  const { withId, instant, reference } = types(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('remote_deploy_tokens'))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('network_ids', 'varchar(2000)')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('revoked_at', instant)
        .execute();
      await db.schema
        .createIndex('remote_deploy_tokens_live_name')
        .on('remote_deploy_tokens')
        .column('name')
        .unique()
        .where(sql.ref('revoked_at'), 'is', null)
        .execute();
      await withId(db.schema.createTable('remote_rollout_history'))
        .addColumn('network_id', reference, (c) => c.references('networks.id').onDelete('cascade'))
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('version', 'varchar(60)', (c) => c.notNull())
        .addColumn('served_from', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('remote_rollout_history_target')
        .on('remote_rollout_history')
        .columns(['remote', 'network_id'])
        .execute();
      await db.schema
        .createTable('remote_failure_quotas')
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('version', 'varchar(60)', (c) => c.notNull())
        .addColumn('reporter', 'varchar(100)', (c) => c.notNull())
        .addColumn('hour', 'varchar(13)', (c) => c.notNull())
        .addColumn('reports', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_failure_quotas_pk', ['remote', 'version', 'reporter', 'hour'])
        .execute();
      await db.schema
        .alterTable('remote_failures')
        .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await historyOfRollouts(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('remote_failures').dropColumn('anonymous').execute();
      for (const table of ['remote_failure_quotas', 'remote_rollout_history', 'remote_deploy_tokens']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
