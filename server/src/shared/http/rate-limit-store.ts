import { type Kysely, sql } from 'kysely';
import { nowMs } from '../clock';
import type { Database } from '../db/schema';

type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What `child` reads of a route's merged limit options. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Windows that ended longer ago than this are deleted (about once per PRUNE_EVERY requests counted). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in the database, so that every API node counts the same requests:
 * behind a load balancer, a limit of N per window stays N, not N times the number of nodes. One upsert per
 * limited request (limits are set only on public writes, tests of postbacks and the publisher API; never /click).
 * Counting and reading the count are that one statement, so requests sent together, to any node, each get a count of
 * their own (PostgreSQL holds the row for the upsert; SQLite runs one write at a time) and only N of them pass.
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  let counted = 0;
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** @fastify/rate-limit makes the first one with its options; `child` makes one per route with its prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    // The plugin passes the window of the route (typed without it).
    incr(key: string, done: Incremented, timeWindow = 60_000): void {
      const now = nowMs();
      const expired = sql<boolean>`rate_limit_counters.window_start_ms + ${timeWindow} <= ${now}`;
      db.insertInto('rate_limit_counters')
        .values({ key: `${this.prefix}${key}`.slice(0, 500), window_start_ms: now, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
            window_start_ms: sql`case when ${expired} then ${now} else rate_limit_counters.window_start_ms end`,
          }),
        )
        .returning(['hits', 'window_start_ms'])
        .executeTakeFirstOrThrow()
        .then(async (row) => {
          if (++counted % PRUNE_EVERY === 0) {
            await db
              .deleteFrom('rate_limit_counters')
              .where('window_start_ms', '<', now - KEEP_MS)
              .execute();
          }
          done(null, { current: Number(row.hits), ttl: Number(row.window_start_ms) + timeWindow - now });
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    }

    /** The store of one route: its own counters. */
    child(options: object): DatabaseRateLimitStore {
      const { method = '', url = '' } = (options as RouteLimitOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(method)} ${url}|`);
    }
  };
}
