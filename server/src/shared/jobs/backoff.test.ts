import { retryAt, retryDelayMs } from './backoff';

const AT = Date.UTC(2026, 0, 15, 12);

describe('a backoff', () => {
  it('doubles the wait from its base with each failed attempt', () => {
    expect([1, 2, 3, 8].map((attempt) => retryDelayMs({ baseMs: 30_000 }, attempt))).toEqual([
      30_000, 60_000, 120_000, 3_840_000,
    ]);
  });

  it('answers when to try again, and gives up after the last attempt', () => {
    const backoff = { baseMs: 1000, maxAttempts: 3 };
    expect(retryAt(backoff, 2, AT)).toBe(new Date(AT + 2000).toISOString());
    expect(retryAt(backoff, 3, AT)).toBeNull();
  });
});
