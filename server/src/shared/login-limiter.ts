import type { Kysely, Transaction } from 'kysely';
import { nowMs } from './clock';
import type { Database } from './db/schema';
import { tooManyRequests } from './errors';

interface Limits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

/** Old failures are deleted about once per this many counted attempts. */
const PRUNE_EVERY = 200;

/** Prefix of the per-key rows in rate_limit_counters that attempts of one key queue on (see `queueOn`). */
const QUEUE_PREFIX = 'sign-in-failures|';

/** An attempt let through: counted as a failure until its caller says the credentials were right. */
export interface CountedAttempt {
  /**
   * Right credentials, signed in: the account's failures from this address are cleared (the owner's own typos), and
   * this attempt no longer counts. Failures from other addresses keep counting: a guesser racing the owner's sign-in
   * from elsewhere gets no fresh allowance.
   */
  succeeded(): Promise<void>;
  /** Right credentials that do not sign in (another page, an inactive account): this attempt no longer counts. */
  withdraw(): Promise<void>;
}

/**
 * Counts failed sign-ins per account and per IP in a sliding window, in the database: every API node counts the
 * same failures, so a caller spreading guesses over the nodes behind a load balancer gains nothing.
 * A successful sign-in clears the account's failures from its own address, not those from others nor the IP's.
 *
 * An attempt is counted before its password is checked, in the same transaction that decides whether it may go on:
 * checking first and recording the failure after the password let every attempt sent at once through, since none
 * had failed yet when the others were checked.
 */
export class LoginLimiter {
  private counted = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: Limits,
    private readonly now: () => number = nowMs,
  ) {}

  /**
   * Throws 429 when the account (or API key) or the IP has too many recent failures, those of attempts still being
   * checked included; `attempts` names what failed in the message. Otherwise records this attempt as a failure and
   * answers it. Sign-ins and API keys count together per IP: a caller guessing either is one caller.
   */
  async countAttempt(emailKey: string, ip: string, attempts = 'sign-in'): Promise<CountedAttempt> {
    const account = `email:${emailKey}`;
    const caller = `ip:${ip}`;
    const decided = await this.db
      .transaction()
      .execute(async (trx) => this.admit(trx, [account, this.limits.perEmail], [caller, this.limits.perIp]));
    if ('waitMs' in decided) {
      const minutes = Math.max(1, Math.ceil(decided.waitMs / 60_000));
      throw tooManyRequests(
        `Too many failed ${attempts} attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.ceil(decided.waitMs / 1000),
      );
    }
    if (++this.counted % PRUNE_EVERY === 0) await this.prune();
    // (key, at_ms) names this attempt's rows alone: admit gave it an instant after every failure of both keys.
    const { at } = decided;
    return {
      succeeded: async () => {
        // The account's failures from this address (an attempt's two rows share its instant), then this attempt's.
        const fromCaller = this.db.selectFrom('sign_in_failures').select('at_ms').where('key', '=', caller);
        await this.db
          .deleteFrom('sign_in_failures')
          .where('key', '=', account)
          .where((eb) => eb.or([eb('at_ms', 'in', fromCaller), eb('at_ms', '=', at)]))
          .execute();
        await this.db.deleteFrom('sign_in_failures').where('key', '=', caller).where('at_ms', '=', at).execute();
      },
      withdraw: async () => {
        await this.db
          .deleteFrom('sign_in_failures')
          .where('key', 'in', [account, caller])
          .where('at_ms', '=', at)
          .execute();
      },
    };
  }

  /** Inside one transaction: waits for other attempts of these keys, counts their failures, records this one. */
  private async admit(
    trx: Transaction<Database>,
    ...counts: [key: string, max: number][]
  ): Promise<{ waitMs: number } | { at: number }> {
    const keys = counts.map(([key]) => key);
    await this.queueOn(trx, keys);
    const now = this.now();
    const rows = await trx
      .selectFrom('sign_in_failures')
      .select(['key', 'at_ms'])
      .where('key', 'in', keys)
      .where('at_ms', '>', now - this.limits.windowMs)
      .orderBy('at_ms')
      .execute();
    const times = (key: string) => rows.filter((row) => row.key === key).map((row) => Number(row.at_ms));
    const waitMs = Math.max(...counts.map(([key, max]) => this.waitMs(times(key), max, now)));
    if (waitMs > 0) return { waitMs };
    // Another node's clock may be ahead: the newest failure may be later than this node's now.
    const at = Math.max(now, ...rows.map((row) => Number(row.at_ms) + 1));
    await trx
      .insertInto('sign_in_failures')
      .values(keys.map((key) => ({ key, at_ms: at })))
      .execute();
    return { at };
  }

  /**
   * Takes the row of each key in rate_limit_counters, held until the transaction ends: on PostgreSQL the upsert
   * locks it, so that a second attempt of the same account or IP, on any node, counts only once the first one's
   * failure is committed. Keys are taken in one order, so two attempts never hold one each and wait for the other.
   * On SQLite the transaction began with BEGIN IMMEDIATE and already holds the file's only write lock.
   * The row keeps the last attempt's time as its window start: the rate-limit store deletes it after a quiet day.
   */
  private async queueOn(trx: Transaction<Database>, keys: string[]): Promise<void> {
    const at = this.now();
    await trx
      .insertInto('rate_limit_counters')
      .values(
        [...keys].sort().map((key) => ({ key: `${QUEUE_PREFIX}${key}`.slice(0, 500), window_start_ms: at, hits: 1 })),
      )
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({ window_start_ms: eb.ref('excluded.window_start_ms') })),
      )
      .execute();
  }

  private async prune(): Promise<void> {
    await this.db
      .deleteFrom('sign_in_failures')
      .where('at_ms', '<=', this.now() - this.limits.windowMs)
      .execute();
  }

  /** How long until fewer than `max` of these failures (oldest first) are inside the window. */
  private waitMs(times: number[], max: number, now: number): number {
    if (times.length < max) return 0;
    const oldestCounted = times[times.length - max] ?? now;
    return oldestCounted + this.limits.windowMs - now;
  }
}
