import type { RemoteFailureReport, RemoteName } from '@affnet/contracts';
import { apiUrl, useSession } from '@affnet/core';
import { registeredVersion } from './register-remotes';

/** Where the server collects the failures of remotes (public, counted per user or address; the network from the host). */
export const FAILURES_PATH = '/mf/failures';

/** Enough of a message to recognise the failure; a stack or a whole HTML page is not sent. */
export const MAX_REPORTED_MESSAGE = 500;

/** What this page view already reported, as `remote + message`: a remote failing in a loop reports once. */
const reported = new Set<string>();

export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().slice(0, MAX_REPORTED_MESSAGE) || 'Unknown failure';
}

/**
 * Tells the server that a remote failed to load or threw, without waiting and without ever throwing: the user
 * already sees the failure in the area, and a report that cannot be sent must not become a second failure.
 */
export function reportRemoteFailure(remote: RemoteName, error: unknown): void {
  try {
    const message = failureMessage(error);
    const key = `${remote}\n${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    send({ remote, version: registeredVersion(remote), area: window.location.pathname, message });
  } catch {
    // Deliberately dropped: see above. The failure itself is shown in the area and logged by its boundary.
  }
}

/**
 * A signed-in user's report carries his session token, so that the server counts it as his (a few per user an hour)
 * rather than as an anonymous one; a beacon cannot carry it, so his goes by fetch with keepalive, which survives a
 * reload too. A visitor's goes by beacon (it never holds the page), fetch where there is none.
 */
function send(report: RemoteFailureReport): void {
  const url = apiUrl(FAILURES_PATH);
  const body = JSON.stringify(report);
  const token = useSession.getState().user?.token;
  if (!token && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  if (typeof fetch !== 'function') return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  fetch(url, { method: 'POST', body, keepalive: true, headers }).catch(() => undefined);
}

/** Starts a new page view's count (tests; a real page view starts with a fresh module). */
export function forgetReportedFailures(): void {
  reported.clear();
}
