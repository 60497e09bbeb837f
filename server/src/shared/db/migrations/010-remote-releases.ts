import { type Kysely, type Migration, sql } from 'kysely';
import { nowIso } from '../../clock';
import type { DialectName } from '../dialect';
import { withIdColumn } from '../dialect';

interface OldPin {
  network_id: number;
  remote: string;
  entry_url: string;
}

/**
 * The old pins become rollouts: each distinct entry URL of a remote is registered as a release `0.0.0-pin.<n>`
 * (it was never a real release, so it gets a version that sorts below every real one) and each network that
 * pinned it gets a rollout of that release.
 */
async function carryOverPins(db: Kysely<unknown>) {
  const store = db as Kysely<Record<string, Record<string, unknown>>>;
  const pins = (await store
    .selectFrom('network_remotes')
    .select(['network_id', 'remote', 'entry_url'])
    .orderBy('remote')
    .orderBy('entry_url')
    .orderBy('network_id')
    .execute()) as unknown as OldPin[];
  const now = nowIso();
  const versions = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const pin of pins) {
    const key = `${pin.remote} ${pin.entry_url}`;
    let version = versions.get(key);
    if (!version) {
      const n = (counts.get(pin.remote) ?? 0) + 1;
      counts.set(pin.remote, n);
      version = `0.0.0-pin.${n}`;
      versions.set(key, version);
      await store
        .insertInto('remote_releases')
        .values({ remote: pin.remote, version, entry_url: pin.entry_url, area_json: null, created_at: now })
        .execute();
    }
    await store
      .insertInto('remote_rollouts')
      .values({
        network_id: pin.network_id,
        remote: pin.remote,
        version,
        canary_version: null,
        canary_percent: 0,
        previous_version: null,
        updated_at: now,
      })
      .execute();
  }
}

/**
 * Releases of the remotes, which release each network gets (with a canary for a share of its users) and the
 * failures the host reports. A rollout with network_id null is the platform default; as NULLs never collide in a
 * unique index (SQLite and PostgreSQL alike), the default's one-row-per-remote rule is a partial index of its own.
 */
export function remoteReleasesSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('remote_releases')
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('version', 'varchar(60)', (c) => c.notNull())
        .addColumn('entry_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('area_json', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_releases_pk', ['remote', 'version'])
        .execute();
      await withIdColumn(dialect, db.schema.createTable('remote_rollouts'))
        .addColumn('network_id', 'integer', (c) => c.references('networks.id').onDelete('cascade'))
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('version', 'varchar(60)', (c) => c.notNull())
        .addColumn('canary_version', 'varchar(60)')
        .addColumn('canary_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('previous_version', 'varchar(60)')
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('remote_rollouts_network_remote')
        .on('remote_rollouts')
        .columns(['network_id', 'remote'])
        .unique()
        .execute();
      await db.schema
        .createIndex('remote_rollouts_default_remote')
        .on('remote_rollouts')
        .column('remote')
        .unique()
        .where(sql.ref('network_id'), 'is', null)
        .execute();
      await withIdColumn(dialect, db.schema.createTable('remote_failures'))
        .addColumn('remote', 'varchar(50)', (c) => c.notNull())
        .addColumn('version', 'varchar(60)', (c) => c.notNull())
        .addColumn('network_id', 'integer', (c) => c.references('networks.id').onDelete('cascade'))
        .addColumn('area', 'varchar(500)', (c) => c.notNull())
        .addColumn('message', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('remote_failures_release')
        .on('remote_failures')
        .columns(['remote', 'version', 'created_at'])
        .execute();
      await carryOverPins(db);
      await db.schema.dropTable('network_remotes').execute();
    },
  };
}
