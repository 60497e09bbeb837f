import type { Page } from '@playwright/test';

/** One request as Resource Timing (and Navigation Timing for the page itself) saw it, in ms since navigation. */
export interface TimedRequest {
  url: string;
  startTime: number;
  responseEnd: number;
  /** Resource Timing's initiatorType: `navigation`, `script`, `link` (a preload), `fetch`, `img`... */
  initiatorType: string;
}

/** Images and style sheets never hold back a script-rendered area: they stay out of the chain. */
const NEVER_BLOCKING = new Set(['img', 'image', 'css']);

/** The longest chain of requests each of which started only after the one before it had ended. */
export interface RoundTrips {
  count: number;
  chain: string[];
}

/** Every request of the page so far, the document first. Read after the network settled. */
export function readTimedRequests(page: Page): Promise<TimedRequest[]> {
  return page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
      url: entry.name,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      initiatorType: (entry as PerformanceResourceTiming).initiatorType,
    })),
  );
}

/**
 * Sequential round trips before `untilMs` (the moment the first remote rendered): the longest chain of requests
 * where each one starts after the previous one's response ended. Requests that overlap count once, as the
 * browser fetched them in parallel; a request that had to wait for another's answer (a script that, once run,
 * asks for the next) adds one. A timing chain, not a proof of dependency: it is an upper bound (a call the shell
 * makes beside the area counts if it happens to start after another ended). Images and style sheets are left out.
 */
export function roundTripsBefore(requests: TimedRequest[], untilMs: number): RoundTrips {
  const started = requests
    .filter((request) => request.startTime < untilMs && !NEVER_BLOCKING.has(request.initiatorType))
    .sort((a, b) => a.startTime - b.startTime);
  const depth = new Map<TimedRequest, { count: number; previous: TimedRequest | null }>();
  for (const request of started) {
    let best: { count: number; previous: TimedRequest | null } = { count: 1, previous: null };
    for (const [earlier, link] of depth) {
      if (earlier.responseEnd <= request.startTime && link.count + 1 > best.count) {
        best = { count: link.count + 1, previous: earlier };
      }
    }
    depth.set(request, best);
  }
  let last: TimedRequest | null = null;
  for (const [request, link] of depth) if (!last || link.count > (depth.get(last)?.count ?? 0)) last = request;
  const chain: string[] = [];
  for (let at = last; at; at = depth.get(at)?.previous ?? null) chain.unshift(new URL(at.url).pathname);
  return { count: last ? (depth.get(last)?.count ?? 0) : 0, chain };
}
