import type { BrowserContext } from '@playwright/test';
import { addLoginFormProbe, type PageTimings, readPageTimings, waitForUsableLoginForm } from './login-form-probe';
import { NetworkMeter, type ResourceRecord, settled } from './network-meter';
import { type RoundTrips, readTimedRequests, roundTripsBefore } from './round-trips';

/** Everything one visit of the login page yielded. */
export interface LoginPageVisit {
  timings: PageTimings & { formSeenByPlaywrightMs: number };
  resources: ResourceRecord[];
  /** Before the login form was usable (the first remote rendered). */
  roundTrips: RoundTrips;
}

const FORM_TIMEOUT_MS = 30_000;

/** Opens the login page in a new tab of the context, waits for the usable form and for the network to settle. */
export async function visitLoginPage(context: BrowserContext, url: string): Promise<LoginPageVisit> {
  const page = await context.newPage();
  try {
    await addLoginFormProbe(page);
    const meter = await NetworkMeter.attach(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    const formSeenByPlaywrightMs = await waitForUsableLoginForm(page, FORM_TIMEOUT_MS).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new Error(
        `The login form never became usable at ${url}: ${reason}. Page errors: ${pageErrors.join('; ') || 'none'}`,
      );
    });
    // Whatever the page still fetches after the form shows (late chunks, API calls) is part of its cost.
    await settled(meter, FORM_TIMEOUT_MS);
    const timings = await readPageTimings(page);
    if (!Number.isFinite(timings.formUsableMs)) {
      throw new Error('Playwright saw the login form but the in-page probe did not: its label or button text changed?');
    }
    const roundTrips = roundTripsBefore(await readTimedRequests(page), timings.formUsableMs);
    await meter.detach();
    return { timings: { ...timings, formSeenByPlaywrightMs }, resources: meter.resources(), roundTrips };
  } finally {
    await page.close();
  }
}
