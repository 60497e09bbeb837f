/**
 * The server's one source of the current instant: every stored time, expiry, "today" and demo day reads it.
 *
 * In production it is the system clock. Tests (and the e2e server, through CLOCK_START) start it at an instant
 * they choose; from there it runs at real speed, so timeouts, backoff and expiries still pass as they would,
 * while no result depends on the hour or the day at which the suite happens to run.
 */
let offsetMs = 0;

/** The current instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** The current instant in milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** The current instant as an ISO-8601 UTC string, the form every stored time has. */
export function nowIso(): string {
  return now().toISOString();
}

/** The current instant in whole seconds since the epoch (token times). */
export function nowSeconds(): number {
  return Math.floor(nowMs() / 1000);
}

/** Moves the clock so that this instant is now; it keeps running from there. */
export function startClockAt(instant: Date | string | number): void {
  const at = new Date(instant).getTime();
  if (!Number.isFinite(at)) throw new Error(`Not an instant: ${String(instant)}`);
  offsetMs = at - Date.now();
}

/** Back to the system clock. */
export function useSystemClock(): void {
  offsetMs = 0;
}
