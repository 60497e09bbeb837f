import type { Kysely } from 'kysely';
import { nowMs } from './clock';
import type { Database } from './db/schema';
import { tooManyRequests } from './errors';

interface Limits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

/** Old failures are deleted about once per this many recorded ones. */
const PRUNE_EVERY = 200;

/**
 * Counts failed sign-ins per account and per IP in a sliding window, in the database: every API node counts the
 * same failures, so a caller spreading guesses over the nodes behind a load balancer gains nothing.
 * A successful sign-in clears the account's failures, not the IP's.
 */
export class LoginLimiter {
  private recorded = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: Limits,
    private readonly now: () => number = nowMs,
  ) {}

  /**
   * Throws 429 when the account (or API key) or the IP has too many recent failures; `attempts` names what failed
   * in the message. Sign-ins and API keys count together per IP: a caller guessing either is one caller.
   */
  async assertAllowed(emailKey: string, ip: string, attempts = 'sign-in'): Promise<void> {
    const since = this.now() - this.limits.windowMs;
    const rows = await this.db
      .selectFrom('sign_in_failures')
      .select(['key', 'at_ms'])
      .where('key', 'in', [`email:${emailKey}`, `ip:${ip}`])
      .where('at_ms', '>', since)
      .orderBy('at_ms')
      .execute();
    const times = (key: string) => rows.filter((row) => row.key === key).map((row) => Number(row.at_ms));
    const wait = Math.max(
      this.waitMs(times(`email:${emailKey}`), this.limits.perEmail),
      this.waitMs(times(`ip:${ip}`), this.limits.perIp),
    );
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        `Too many failed ${attempts} attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.ceil(wait / 1000),
      );
    }
  }

  async recordFailure(emailKey: string, ip: string): Promise<void> {
    const at = this.now();
    await this.db
      .insertInto('sign_in_failures')
      .values([
        { key: `email:${emailKey}`, at_ms: at },
        { key: `ip:${ip}`, at_ms: at },
      ])
      .execute();
    if (++this.recorded % PRUNE_EVERY === 0) {
      await this.db
        .deleteFrom('sign_in_failures')
        .where('at_ms', '<=', at - this.limits.windowMs)
        .execute();
    }
  }

  async recordSuccess(emailKey: string): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('key', '=', `email:${emailKey}`).execute();
  }

  /** How long until fewer than `max` of these failures (oldest first) are inside the window. */
  private waitMs(times: number[], max: number): number {
    if (times.length < max) return 0;
    const oldestCounted = times[times.length - max] ?? this.now();
    return oldestCounted + this.limits.windowMs - this.now();
  }
}
