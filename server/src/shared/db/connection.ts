import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { type DialectName, dialectOf } from './dialect';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Opens the database named by DATABASE_URL: `postgres://...` or a SQLite file path (optionally `sqlite:` prefixed). */
export function openDatabase(databaseUrl: string): DatabaseHandle {
  const dialect = dialectOf(databaseUrl);
  if (dialect === 'postgres') {
    return {
      dialect,
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl }) }) }),
    };
  }
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/i, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { dialect, db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }) };
}
