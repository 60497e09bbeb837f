import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect';

/** The key of the advisory lock that API nodes starting together take turns under (any constant of ours). */
const STARTUP_LOCK = 7_241_013;

/**
 * Runs the start-up work (migrations, first admin, demo data) while holding a PostgreSQL advisory lock, so that
 * nodes started together do it one after the other: the second finds it done. On SQLite, one node: no lock.
 */
export async function underStartupLock<T>(db: Kysely<unknown>, dialect: DialectName, work: () => Promise<T>) {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
