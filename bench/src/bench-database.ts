import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { REPO_ROOT } from './repo';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The database of one part of the run, the folder of its nodes, and counts read straight from it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  url: string;
  /** A folder for the nodes' data and logs, deleted by `close`. */
  folder: string;
  /** The first column of the first row of a query. */
  value(sql: string): Promise<unknown>;
  /** The same, as a number (a count). */
  count(sql: string): Promise<number>;
  close(): Promise<void>;
}

/** The nodes' folder goes with the run, unless BENCH_KEEP asks to keep it (their logs, the SQLite file). */
function removeFolder(folder: string): void {
  if (process.env.BENCH_KEEP) console.info(`  kept ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}

interface PostgresServer {
  url: string;
  stop(): void;
}

/**
 * The PostgreSQL server of the run: BENCH_POSTGRES_URL when set, else a private cluster started the way `npm test`
 * starts its own (scripts/postgres.mjs: initdb in a temp folder, ~1 s; durability off, as it holds only bench data).
 */
export async function startPostgres(): Promise<PostgresServer & { version: string }> {
  if (process.env.BENCH_POSTGRES_URL) {
    return { url: process.env.BENCH_POSTGRES_URL, version: 'BENCH_POSTGRES_URL', stop() {} };
  }
  // postgresForTests() would take the test suites' server when TEST_POSTGRES_URL is set: the bench wants its own.
  delete process.env.TEST_POSTGRES_URL;
  const script = path.join(REPO_ROOT, 'scripts', 'postgres.mjs');
  const { postgresForTests } = (await import(script)) as {
    postgresForTests(): Promise<PostgresServer & { version?: string }>;
  };
  const server = await postgresForTests();
  return { ...server, version: server.version ?? 'PostgreSQL' };
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database: a SQLite file in a new folder, or a new database on the PostgreSQL server. */
export async function createBenchDatabase(kind: DatabaseKind, postgres?: PostgresServer): Promise<BenchDatabase> {
  const folder = mkdtempSync(path.join(os.tmpdir(), `affnet-bench-nodes-${kind}-`));
  if (kind === 'sqlite') {
    const url = path.join(folder, 'affnet.sqlite');
    let reader: Database.Database | null = null;
    const value = async (sql: string) => {
      reader ??= new Database(url, { readonly: true, fileMustExist: true });
      return Object.values(reader.prepare(sql).get() as object)[0];
    };
    return {
      kind,
      url,
      folder,
      value,
      count: async (sql) => Number(await value(sql)),
      async close() {
        reader?.close();
        removeFolder(folder);
      },
    };
  }
  if (!postgres) throw new Error('no PostgreSQL server');
  const name = `affnet_bench_${Date.now().toString(36)}`;
  await onServer(postgres.url, (client) => client.query(`create database ${name}`));
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  const reader = new Client({ connectionString: url.toString() });
  let connected = false;
  const value = async (sql: string) => {
    if (!connected) await reader.connect();
    connected = true;
    return Object.values((await reader.query(sql)).rows[0] as object)[0];
  };
  return {
    kind,
    url: url.toString(),
    folder,
    value,
    count: async (sql) => Number(await value(sql)),
    async close() {
      if (connected) await reader.end();
      await onServer(postgres.url, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeFolder(folder);
    },
  };
}
