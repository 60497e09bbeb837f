import type { RemoteFailureReport, RemoteName } from '@affnet/contracts';
import { apiUrl } from '@affnet/core';
import { registeredVersion } from './register-remotes';

/** Where the server collects the failures of remotes (public, rate limited; the network comes from the host). */
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

/** A beacon survives a reload or a closed tab and never holds the page; fetch with keepalive where there is none. */
function send(report: RemoteFailureReport): void {
  const url = apiUrl(FAILURES_PATH);
  const body = JSON.stringify(report);
  if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  if (typeof fetch !== 'function') return;
  fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
    () => undefined,
  );
}

/** Starts a new page view's count (tests; a real page view starts with a fresh module). */
export function forgetReportedFailures(): void {
  reported.clear();
}
