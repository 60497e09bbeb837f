import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type Kysely, sql } from 'kysely';
import { nowIso } from './clock';
import type { Database } from './db/schema';

/** Where uploaded logos and finished exports are kept (FILE_STORE). */
export type FileStoreKind = 'disk' | 'database';

/** A file read back: its bytes as a stream, and its size. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * The files the server keeps (logos under `uploads/<network>/`, export CSVs under `exports/`), by key.
 * `disk`: under DATA_DIR, for one node. `database`: in the `stored_files` table, which every API node reaches, so that
 * a logo uploaded through node A is served by node B and an export written by A is downloaded from B.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  write(key: string, data: Buffer): Promise<void>;
  /** Stores a file written on local disk (an export), then deletes the local copy when it is not the stored one. */
  adopt(key: string, localFile: string): Promise<void>;
  read(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server ('uploads/acme/logo-1a2b.png'); one that climbs out of its folder is refused. */
function checkedKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`Not a stored file key: ${key}`);
  }
  return key;
}

function diskStore(dataDir: string): FileStore {
  const fileOf = (key: string) => path.join(dataDir, checkedKey(key));
  return {
    kind: 'disk',
    async write(key, data) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), data);
    },
    async adopt(key, localFile) {
      if (path.resolve(localFile) === path.resolve(fileOf(key))) return;
      await this.write(key, await readFile(localFile));
      await rm(localFile, { force: true });
    },
    async read(key) {
      try {
        const { size, isFile } = await stat(fileOf(key)).then((s) => ({ size: s.size, isFile: s.isFile() }));
        return isFile ? { stream: createReadStream(fileOf(key)), size } : null;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The size of the parts a file is stored in: what one write or read holds in memory. */
const PART_BYTES = 1024 * 1024;

function databaseStore(db: Kysely<Database>): FileStore {
  /** Replaces the file by these parts, in one transaction: a reader sees the old file or the new one. */
  const replace = (key: string, parts: AsyncIterable<Buffer> | Iterable<Buffer>) =>
    db.transaction().execute(async (trx) => {
      await trx.deleteFrom('stored_files').where('key', '=', key).execute();
      let part = 0;
      const updated_at = nowIso();
      for await (const content of parts) {
        await trx.insertInto('stored_files').values({ key, part: part++, content, updated_at }).execute();
      }
    });
  return {
    kind: 'database',
    async write(key, data) {
      const parts: Buffer[] = [];
      for (let at = 0; at < data.length || at === 0; at += PART_BYTES) parts.push(data.subarray(at, at + PART_BYTES));
      await replace(checkedKey(key), parts);
    },
    async adopt(key, localFile) {
      await replace(checkedKey(key), createReadStream(localFile, { highWaterMark: PART_BYTES }));
      await rm(localFile, { force: true });
    },
    async read(key) {
      const parts = await db
        .selectFrom('stored_files')
        .select(['part', sql<number>`length(content)`.as('bytes')])
        .where('key', '=', checkedKey(key))
        .orderBy('part')
        .execute();
      if (parts.length === 0) return null;
      async function* contents() {
        for (const { part } of parts) {
          const row = await db
            .selectFrom('stored_files')
            .select('content')
            .where('key', '=', key)
            .where('part', '=', part)
            .executeTakeFirst();
          if (row) yield Buffer.from(row.content);
        }
      }
      return { stream: Readable.from(contents()), size: parts.reduce((sum, { bytes }) => sum + Number(bytes), 0) };
    },
    async remove(key) {
      await db.deleteFrom('stored_files').where('key', '=', checkedKey(key)).execute();
    },
  };
}

export function openFileStore(kind: FileStoreKind, dataDir: string, db: Kysely<Database>): FileStore {
  return kind === 'database' ? databaseStore(db) : diskStore(dataDir);
}
