import { nowMs } from './clock';
import { tooManyRequests } from './errors';

interface Limits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per account and per IP in a sliding window (in memory: one server process).
 * A successful sign-in clears the account's failures, not the IP's.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: Limits,
    private readonly now: () => number = nowMs,
  ) {}

  /**
   * Throws 429 when the account (or API key) or the IP has too many recent failures; `attempts` names what failed
   * in the message. Sign-ins and API keys count together per IP: a caller guessing either is one caller.
   */
  assertAllowed(emailKey: string, ip: string, attempts = 'sign-in'): void {
    const waits = [this.waitMs(`email:${emailKey}`, this.limits.perEmail), this.waitMs(`ip:${ip}`, this.limits.perIp)];
    const wait = Math.max(...waits);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        `Too many failed ${attempts} attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.ceil(wait / 1000),
      );
    }
  }

  recordFailure(emailKey: string, ip: string): void {
    for (const key of [`email:${emailKey}`, `ip:${ip}`]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
    if (this.failures.size > 100_000) this.prune();
  }

  recordSuccess(emailKey: string): void {
    this.failures.delete(`email:${emailKey}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private waitMs(key: string, max: number): number {
    const recent = this.recent(key);
    if (recent.length < max) return 0;
    const oldestCounted = recent[recent.length - max] ?? this.now();
    return oldestCounted + this.limits.windowMs - this.now();
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
