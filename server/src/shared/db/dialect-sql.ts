import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './dialect';

/** SQL that differs between SQLite and PostgreSQL, beside dialect.ts. */

/**
 * The UTC quarter hour of a stored instant (an ISO 8601 text, or a timestamptz on PostgreSQL), as minutes since
 * 1970: the key of the quarter-hour rollups.
 */
export function quarterMinuteSql(dialect: DialectName, instant: RawBuilder<unknown>): RawBuilder<number> {
  if (dialect === 'postgres')
    return sql<number>`(cast(floor(extract(epoch from cast(${instant} as timestamptz)) / 900) as integer) * 15)`;
  return sql<number>`(cast(strftime('%s', ${instant}) as integer) / 900 * 15)`;
}

/**
 * Appended to a SELECT of rows the transaction relies on staying as read until it commits: `share` lets others read
 * and share them, `update` waits for those and holds the rows alone (PostgreSQL; SQLite runs one transaction at a
 * time).
 */
export function rowLockSql(dialect: DialectName, mode: 'share' | 'update'): RawBuilder<unknown> {
  if (dialect !== 'postgres') return sql``;
  return mode === 'share' ? sql` for share` : sql` for update`;
}
