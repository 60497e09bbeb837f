import type { BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../e2e/support/environment';
import { addDashboardProbe, type DashboardTimings, waitForFirstCard } from './dashboard-probe';
import { NetworkMeter, type ResourceRecord, settled } from './network-meter';
import { type RoundTrips, readTimedRequests, roundTripsBefore } from './round-trips';

export interface DashboardVisit {
  timings: DashboardTimings;
  resources: ResourceRecord[];
  /** Before the statistics area rendered. */
  roundTrips: RoundTrips;
}

const TIMEOUT_MS = 30_000;

/**
 * The publisher's login record, as the login form stores it (`currentUser` in localStorage). Node cannot resolve
 * `*.localhost`: the call goes to localhost with the tenant's Host header.
 */
export async function publisherLogin(context: BrowserContext, origin: string): Promise<string> {
  const { host, port } = new URL(origin);
  const response = await context.request.post(`http://localhost:${port}/user/login`, {
    headers: { Host: host },
    data: { userDetails: { email: 'publisher@acme.test', password: DEMO_PASSWORD } },
  });
  const body = (await response.json()) as { payload?: unknown[] };
  const user = body.payload?.[0];
  if (!response.ok() || !user) throw new Error(`The publisher could not sign in: ${response.status()}`);
  return JSON.stringify(user);
}

/** Opens /dashboard signed in (the stored login of an earlier sign-in), waits for the first card and the network. */
export async function visitDashboard(
  context: BrowserContext,
  url: string,
  storedUser: string,
): Promise<DashboardVisit> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: `localStorage.setItem('currentUser', ${JSON.stringify(storedUser)});` });
    await addDashboardProbe(page);
    const meter = await NetworkMeter.attach(page);
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    const timings = await waitForFirstCard(page, TIMEOUT_MS);
    await settled(meter, TIMEOUT_MS);
    const roundTrips = roundTripsBefore(await readTimedRequests(page), timings.areaRenderedMs);
    await meter.detach();
    return { timings, resources: meter.resources(), roundTrips };
  } finally {
    await page.close();
  }
}
