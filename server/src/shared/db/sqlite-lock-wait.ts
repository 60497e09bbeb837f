import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/** How long a statement waits for another connection's write lock before it fails with SQLITE_BUSY. */
const LOCK_WAIT_MS = 5000;

/**
 * The pauses between tries, then 5 ms each. SQLite's own grow to 100 ms (sqliteDefaultBusyCallback in sqlite3.c): with
 * two nodes on one file, a node that lost the lock a few times waited longer and longer while the other took it again
 * and again (`/postback` p95 56–96 ms against 28 with these, `pnpm bench nodes`). A try costs a few microseconds.
 */
const PAUSES_MS = [1, 1, 2, 2, 3, 5];

/**
 * SQLite whose wait for the write lock lets the thread go on. SQLite's own wait (busy_timeout) sleeps inside the
 * statement, and better-sqlite3 runs statements synchronously: while the click writer's thread or another node
 * commits, every request of the waiting thread stood still with it, clicks included. Here the connection has no
 * busy_timeout; a statement refused with SQLITE_BUSY (which had no effect) is tried again after a pause, on a timer.
 *
 * Only the taking of the lock is refused this way: every transaction begins with BEGIN IMMEDIATE
 * (sqlite-connection.ts), and in WAL mode a read never waits.
 */
export class LockWaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly waitMs = LOCK_WAIT_MS,
  ) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    return new LockWaitingSqliteDriver(this.settings, this.waitMs);
  }
}

class LockWaitingSqliteDriver extends SqliteDriver {
  private waiting: DatabaseConnection | null = null;

  constructor(
    settings: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(settings);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.waiting ??= lockWaiting(connection, this.waitMs);
    return this.waiting;
  }
}

function lockWaiting(connection: DatabaseConnection, waitMs: number): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const started = performance.now();
      for (let tries = 0; ; tries++) {
        try {
          return await connection.executeQuery<R>(query);
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
          const pause = PAUSES_MS[Math.min(tries, PAUSES_MS.length - 1)]!;
          if (performance.now() - started + pause > waitMs) throw error;
          await sleep(pause);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}
