import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { openDatabase } from '../src/shared/db/connection';
import { sqliteConnection } from '../src/shared/db/sqlite-connection';
import { LockWaitingSqliteDialect } from '../src/shared/db/sqlite-lock-wait';

// Another connection to the same file (the click writer's thread, a second node) holds SQLite's write lock.
let folder: string;
let file: string;
let other: Database.Database;
let db: Kysely<unknown>;

beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'affnet-lock-'));
  file = path.join(folder, 'affnet.sqlite');
  db = openDatabase(file).db as unknown as Kysely<unknown>;
  await sql`create table kept (n integer not null)`.execute(db);
  other = new Database(file);
});

afterEach(async () => {
  other.close();
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

const countKept = async (on: Kysely<unknown>) =>
  (await sql<{ n: number }>`select count(*) as n from kept`.execute(on)).rows[0]!.n;

/** How many turns the thread's timers take while `waiting` is pending; the test wants as many as this. */
const TURNS = 5;

/**
 * Counts the turns of the thread's timers while `waiting` is pending, up to TURNS, then frees the lock. Counted, not
 * timed: on a busy machine the turns come slower, never fewer. A thread stopped inside the statement (SQLite's own
 * wait) turns no timer until the statement ends, so fewer than TURNS are counted while it is pending.
 */
async function turnsWhile<T>(waiting: Promise<T>): Promise<number> {
  let pending = true;
  void waiting.then(
    () => (pending = false),
    () => (pending = false),
  );
  let turns = 0;
  await new Promise<void>((counted) => {
    const ticker = setInterval(() => {
      if (pending) turns++;
      if (!pending || turns >= TURNS) {
        clearInterval(ticker);
        counted();
      }
    }, 1);
  });
  other.exec('commit');
  await waiting;
  return turns;
}

describe('a write waits for another connection’s lock without stopping the thread', () => {
  it('a statement waits, and lands once the lock is free', async () => {
    other.exec('begin immediate');
    other.exec('insert into kept values (1)');
    const write = sql`insert into kept values (2)`.execute(db);
    // With SQLite's own wait, the thread stood still inside the statement: no timer would have run.
    expect(await turnsWhile(write)).toBe(TURNS);
    expect(await countKept(db)).toBe(2);
  });

  it('a transaction waits for its BEGIN IMMEDIATE the same way, then runs whole', async () => {
    other.exec('begin immediate');
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into kept values (1)`.execute(trx);
      await sql`insert into kept values (2)`.execute(trx);
    });
    expect(await turnsWhile(transaction)).toBe(TURNS);
    expect(await countKept(db)).toBe(2);
  });

  it('gives up with SQLITE_BUSY once the wait is over, having written nothing', async () => {
    const sqlite = new Database(file);
    const shortWait = new Kysely<unknown>({
      dialect: new LockWaitingSqliteDialect({ database: sqliteConnection(sqlite) }, 40),
    });
    sqlite.pragma('busy_timeout = 0');
    other.exec('begin immediate');
    try {
      await expect(sql`insert into kept values (1)`.execute(shortWait)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      other.exec('rollback');
      expect(await countKept(shortWait)).toBe(0);
    } finally {
      await shortWait.destroy();
    }
  });

  it('any other error fails at once', async () => {
    // toMatchObject, not toThrow: better-sqlite3 makes its errors in the realm of the first test file that loaded it.
    await expect(sql`insert into missing values (1)`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringMatching(/no such table: missing/),
    });
  });
});
