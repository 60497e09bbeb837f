import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

const statements = new Map<string, string>();

export interface BulkOptions {
  /** Appended to the INSERT: an ON CONFLICT or RETURNING clause (the same in both dialects). */
  tail?: string;
  /** SQLite: rows per multi-row INSERT (its statements have at most 32,766 parameters). */
  rowsPerStatement?: number;
  /** SQLite: let the event loop run between statements. */
  yieldBetween?: boolean;
}

/** PostgreSQL: rows per INSERT, each column one array parameter (bounds the size of one statement). */
const POSTGRES_ROWS_PER_STATEMENT = 5000;

/**
 * INSERT of plain values through one SQL text per table, column list and size: the fast path for click batches,
 * rollup upserts and the demo seed (no query building per row). Rows are arrays in `columns` order.
 * Returns the rows a RETURNING tail gave.
 */
export async function bulkInsert<R = unknown>(
  db: Db,
  dialect: DialectName,
  table: keyof Database,
  columns: readonly string[],
  rows: unknown[][],
  options: BulkOptions = {},
): Promise<R[]> {
  if (rows.length === 0) return [];
  if (dialect === 'postgres') return insertUnnested<R>(db, table, columns, rows, options.tail ?? '');
  const { tail = '', rowsPerStatement = Math.floor(8000 / columns.length), yieldBetween = false } = options;
  const returned: R[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    // Other requests get their turn between statements (better-sqlite3 blocks while one runs).
    if (yieldBetween && i > 0) await new Promise((resolve) => setImmediate(resolve));
    const count = Math.min(rowsPerStatement, rows.length - i);
    const key = `sqlite|${table}|${columns.join(',')}|${count}|${tail}`;
    let text = statements.get(key);
    if (!text) {
      const row = `(${columns.map(() => '?').join(', ')})`;
      text = `insert into ${table} (${columns.join(', ')}) values ${Array(count).fill(row).join(', ')} ${tail}`;
      if (statements.size > 500) statements.clear();
      statements.set(key, text);
    }
    const parameters: unknown[] = [];
    for (let row = i; row < i + count; row++) for (const value of rows[row]!) parameters.push(value);
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
    for (const row of result.rows) returned.push(row);
  }
  return returned;
}

/**
 * PostgreSQL: `insert … select * from unnest($1::int8[], $2::varchar[], …)`, one array per column. A multi-row VALUES
 * of 150 clicks has 3,150 parameters for the server to parse and plan each time: a 1,050-click batch took 40–55 µs a
 * click to write that way, 12–19 µs this way (the writer's thread and the server together).
 */
async function insertUnnested<R>(
  db: Db,
  table: keyof Database,
  columns: readonly string[],
  rows: unknown[][],
  tail: string,
): Promise<R[]> {
  const returned: R[] = [];
  for (let i = 0; i < rows.length; i += POSTGRES_ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + POSTGRES_ROWS_PER_STATEMENT);
    const { text, parameters } = await unnestedStatement(db, [{ table, columns, rows: part, tail }]);
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
    for (const row of result.rows) returned.push(row);
  }
  return returned;
}

/** One INSERT of `bulkInsertTogether`: its rows are arrays in `columns` order. */
export interface BulkInsert {
  table: keyof Database;
  columns: readonly string[];
  rows: unknown[][];
  /** An ON CONFLICT clause (no RETURNING: nothing is returned). */
  tail?: string;
}

/**
 * Several inserts in one round trip on PostgreSQL: `with a as (insert …), b as (insert …) insert …`. A conversion's
 * three rollup upserts did three round trips while its transaction held the rows every conversion of that offer and
 * quarter hour adds to. On SQLite, in the same process, one statement after the other.
 */
export async function bulkInsertTogether(db: Db, dialect: DialectName, inserts: BulkInsert[]): Promise<void> {
  const some = inserts.filter((insert) => insert.rows.length > 0);
  const fits = some.every((insert) => insert.rows.length <= POSTGRES_ROWS_PER_STATEMENT);
  if (dialect !== 'postgres' || !fits || some.length < 2) {
    for (const { table, columns, rows, tail } of some) await bulkInsert(db, dialect, table, columns, rows, { tail });
    return;
  }
  const { text, parameters } = await unnestedStatement(db, some);
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}

/** PostgreSQL: the text of `insert … select * from unnest(…)` (the last one; the others in WITH) and its arrays. */
async function unnestedStatement(db: Db, inserts: BulkInsert[]): Promise<{ text: string; parameters: unknown[][] }> {
  const key = `postgres|${inserts.map(({ table, columns, tail }) => `${table}(${columns.join(',')})${tail ?? ''}`).join('|')}`;
  let text = statements.get(key);
  if (!text) {
    let n = 0;
    const each: string[] = [];
    for (const { table, columns, tail } of inserts) {
      const types = await postgresTypesOf(db, table);
      const arrays = columns.map((column) => {
        const type = types.get(column);
        if (!type) throw new Error(`bulkInsert: ${table} has no column ${column}`);
        return `$${++n}::${type}[]`;
      });
      each.push(
        `insert into ${table} (${columns.join(', ')}) select * from unnest(${arrays.join(', ')}) ${tail ?? ''}`,
      );
    }
    const last = each.pop()!;
    text = each.length ? `with ${each.map((insert, i) => `s${i} as (${insert})`).join(', ')} ${last}` : last;
    if (statements.size > 500) statements.clear();
    statements.set(key, text);
  }
  const parameters = inserts.flatMap(({ columns, rows }) => columns.map((_, c) => rows.map((row) => row[c])));
  return { text, parameters };
}

/**
 * A table's column types on PostgreSQL (`int8`, `varchar`, `timestamptz`…), read once per process: every database
 * the process writes to is migrated to the latest schema before its first write.
 */
const postgresTypes = new Map<string, Promise<Map<string, string>>>();

function postgresTypesOf(db: Db, table: string): Promise<Map<string, string>> {
  let types = postgresTypes.get(table);
  if (!types) {
    types = db
      .executeQuery<{ column_name: string; udt_name: string }>(
        CompiledQuery.raw(
          `select column_name, udt_name from information_schema.columns
           where table_schema = current_schema() and table_name = $1`,
          [table],
        ),
      )
      .then(({ rows }) => new Map(rows.map((row) => [row.column_name, row.udt_name])));
    // A failed look is made again by the next insert.
    types.catch(() => postgresTypes.delete(table));
    postgresTypes.set(table, types);
  }
  return types;
}
