import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { now as clockNow } from '../clock';

/**
 * A claim on job rows for a while. `owner` names who holds them (a node, a worker); past the lease's end a row is
 * free again, so the job of a node that died is taken by another. A claim is a conditional update ("… where the
 * lease is free"): of two nodes going for one row, one update changes it and the other changes nothing, on SQLite
 * and PostgreSQL alike, so a row is held by one at a time without a lock held across the work.
 */
export class Lease {
  constructor(
    readonly owner: string,
    readonly ms: number,
    /** The instant the lease is taken or renewed at: the server's clock, or one a test sets. */
    readonly now: () => Date = clockNow,
  ) {}

  /** The end of a lease taken (or renewed) at `from`, as stored. */
  until(from: Date = this.now()): string {
    return new Date(from.getTime() + this.ms).toISOString();
  }
}

/** The lease kept in `column` is not held at `now`: never taken, given back, or run out. */
export function leaseIsFree(column: string, now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} < ${now})`;
}
