/** A worker's schedule of retries: the waits double from `baseMs`; the job is given up after `maxAttempts`. */
export interface Backoff {
  baseMs: number;
  maxAttempts: number;
}

/** The wait after failed attempt number `attempt` (1 for the first): base, 2×base, 4×base… */
export const retryDelayMs = (backoff: Pick<Backoff, 'baseMs'>, attempt: number) =>
  backoff.baseMs * 2 ** Math.max(0, attempt - 1);

/** When to try again after failed attempt number `attempt` ended at `atMs` (stored form); null: give it up. */
export function retryAt(backoff: Backoff, attempt: number, atMs: number): string | null {
  if (attempt >= backoff.maxAttempts) return null;
  return new Date(atMs + retryDelayMs(backoff, attempt)).toISOString();
}
