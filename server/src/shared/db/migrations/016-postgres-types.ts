import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect';

/** Instants, stored as ISO 8601 text on SQLite: `timestamptz` on PostgreSQL. */
const INSTANTS: Record<string, string[]> = {
  audit_log: ['created_at'],
  clicks: ['created_at'],
  conversions: ['created_at'],
  export_jobs: ['created_at', 'started_at', 'finished_at', 'expires_at', 'lease_until'],
  invites: ['created_at', 'expires_at'],
  mail_outbox: ['created_at', 'next_at', 'locked_until', 'sent_at'],
  network_reviews: ['registered_at', 'reviewed_at'],
  network_settings: ['updated_at'],
  networks: ['created_at'],
  offer_access: ['created_at', 'decided_at'],
  offers: ['created_at', 'updated_at'],
  password_resets: ['created_at', 'expires_at', 'used_at'],
  postback_deliveries: ['created_at'],
  postback_forwarding_settings: ['created_at', 'updated_at'],
  postback_outbox: ['created_at', 'updated_at', 'next_attempt_at', 'lease_until'],
  postbacks: ['created_at', 'updated_at'],
  publisher_credentials: ['created_at'],
  remote_failures: ['created_at'],
  remote_releases: ['created_at'],
  remote_rollouts: ['updated_at'],
  revoked_tokens: ['expires_at'],
  stored_files: ['updated_at'],
  users: ['created_at', 'tokens_valid_after'],
};

/** JSON documents, stored as text on SQLite: `jsonb` on PostgreSQL. */
const DOCUMENTS: Record<string, string[]> = {
  audit_log: ['details'],
  export_jobs: ['query'],
  network_settings: ['custom_parameters', 'offer_setting_keys', 'report_setting_keys'],
  networks: ['theme'],
  offers: ['countries', 'os', 'devices', 'categories'],
  // Not remote_releases.area_json: a release is immutable, and its declaration is compared as written.
};

async function retype(db: Kysely<unknown>, table: string, column: string, type: 'timestamptz' | 'jsonb') {
  const { rows } = await sql<{ column_default: string | null }>`
    select column_default from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(db);
  const previous = rows[0]?.column_default ?? null;
  const target = sql.raw(type);
  await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop default`.execute(db);
  await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${target} using ${sql.ref(column)}::${target}`.execute(
    db,
  );
  // A text default ('[]'::text) becomes the same value of the new type.
  if (previous) {
    const value = sql.raw(previous.replace(/::[a-z ]+$/, ''));
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set default ${value}::${target}`.execute(
      db,
    );
  }
}

/**
 * PostgreSQL's own types for what SQLite keeps as text: instants as `timestamptz`, JSON as `jsonb` (nothing on
 * SQLite). The connection reads them back as the same ISO 8601 and JSON text (shared/db/connection.ts), so the code
 * above the database sees one form on both.
 */
export function postgresTypesSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const [table, columns] of Object.entries(INSTANTS)) {
        for (const column of columns) await retype(db, table, column, 'timestamptz');
      }
      for (const [table, columns] of Object.entries(DOCUMENTS)) {
        for (const column of columns) await retype(db, table, column, 'jsonb');
      }
    },
  };
}
