import { createHash } from 'node:crypto';
import { Client } from 'pg';

/**
 * The database of one test app. With TEST_POSTGRES_URL set (`npm test` sets it for the PostgreSQL pass), each data
 * folder gets its own database on that server, named from the folder so that an app restarted over the same folder
 * finds its data again; without it, the app's SQLite file in its data folder.
 */
export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for the SQLite file in its data folder. */
  url?: string;
  /** Drops the database (nothing to do on SQLite: the data folder goes). */
  drop(): Promise<void>;
}

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL;

async function onServer<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrlOf(name: string): string {
  const url = new URL(TEST_POSTGRES_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function testDatabase(dataDir: string): Promise<TestDatabase> {
  if (!TEST_POSTGRES_URL) return { drop: async () => {} };
  const name = `affnet_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;
  await onServer(async (client) => {
    try {
      await client.query(`create database ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // already there: a restart over the same folder
    }
  });
  return {
    url: databaseUrlOf(name),
    drop: () => onServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
