import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

/** Everything that differs between SQLite and PostgreSQL lives in this file. */
export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(databaseUrl: string): DialectName {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** Adds an auto-incrementing integer primary key named `id`. */
export function withIdColumn<T extends string>(
  dialect: DialectName,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  if (dialect === 'postgres') return table.addColumn('id', 'serial', (col) => col.primaryKey());
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
}

/** The column type of raw bytes (a stored file). */
export function bytesColumnType(dialect: DialectName) {
  return dialect === 'postgres' ? ('bytea' as const) : ('blob' as const);
}

/** True when a write failed on a unique constraint (a concurrent insert of the same key). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String((error as { code: unknown }).code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** `(?, ?), (?, ?)` for SQLite, `($1, $2), ($3, $4)` for PostgreSQL: the VALUES of a multi-row insert. */
export function valuesPlaceholders(dialect: DialectName, rows: number, columns: number): string {
  const groups: string[] = [];
  let n = 0;
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < columns; c++) cells.push(dialect === 'postgres' ? `$${++n}` : '?');
    groups.push(`(${cells.join(', ')})`);
  }
  return groups.join(', ');
}
