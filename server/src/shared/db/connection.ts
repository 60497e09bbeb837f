import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import { type DialectName, dialectOf } from './dialect';
import type { Database } from './schema';
import { sqliteConnection } from './sqlite-connection';
import { LockWaitingSqliteDialect } from './sqlite-lock-wait';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Every session reads and writes instants in UTC. */
const UTC = '-c TimeZone=UTC';

const OID = { int8: 20, json: 114, timestamptz: 1184, jsonb: 3802 } as const;

/**
 * What PostgreSQL's own types are read as, so that the code sees what SQLite gives: an instant as ISO 8601 text
 * (`2026-11-26T13:45:16.123Z`), a JSON document as its text, a bigint (a sum, a count) as a number.
 */
function readAsOnSqlite(oid: number, format?: string): (value: string) => unknown {
  if (oid === OID.timestamptz) return (value) => new Date(value).toISOString();
  if (oid === OID.json || oid === OID.jsonb) return (value) => value;
  if (oid === OID.int8) return Number;
  return pgTypes.getTypeParser(oid, format as 'text');
}

/** Opens the database named by DATABASE_URL: `postgres://...` or a SQLite file path (optionally `sqlite:` prefixed). */
export function openDatabase(databaseUrl: string, onIdleError?: (error: Error) => void): DatabaseHandle {
  const dialect = dialectOf(databaseUrl);
  if (dialect === 'postgres') {
    const pool = new Pool({ connectionString: databaseUrl, types: { getTypeParser: readAsOnSqlite }, options: UTC });
    // An idle connection the server ends (a restart, a failover) is replaced by the next query; never a crash.
    pool.on('error', (error) => onIdleError?.(error));
    return { dialect, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  }
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/i, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // No wait inside a statement: LockWaitingSqliteDialect waits for the write lock on a timer.
  sqlite.pragma('busy_timeout = 0');
  return {
    dialect,
    db: new Kysely<Database>({ dialect: new LockWaitingSqliteDialect({ database: sqliteConnection(sqlite) }) }),
  };
}
