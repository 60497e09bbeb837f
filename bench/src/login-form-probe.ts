import type { Page } from '@playwright/test';

/** Times the page reports about itself, in ms since navigation start. NaN when not available. */
export interface PageTimings {
  formUsableMs: number;
  /** When the live page's form was usable (the form the server drew, if any, replaced): the dashboard's scripts ran. */
  livePageMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  domContentLoadedMs: number;
  loadMs: number;
}

const USABLE_AT = '__affnetLoginFormUsableAt';
const LIVE_AT = '__affnetLivePageAt';
const LCP = '__affnetLargestContentfulPaint';

/**
 * Runs in the page before any of its scripts: on every DOM change, checks whether the Email and Password
 * inputs and the "Sign in" button are all visible and enabled, and notes performance.now() the first time; then again
 * the first time they are and the server-drawn first screen (#first-screen) is gone: the live page's form.
 * This avoids the round trip of asking Playwright afterwards. It also keeps the latest LCP entry.
 * Plain JavaScript text: a function compiled by tsx would carry esbuild's `__name` helper into the page.
 */
const PROBE_SCRIPT = `(() => {
  const shown = (element) => {
    if (!element || element.disabled) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const labelTexts = (input) => [...(input.labels || [])].map((label) => (label.textContent || '').replace(/\\s+/g, ' ').trim());
  const usable = () => {
    const inputs = [...document.querySelectorAll('input')];
    const email = inputs.find((input) => labelTexts(input).some((text) => text.startsWith('Email')));
    const password = inputs.find((input) => labelTexts(input).includes('Password'));
    const button = [...document.querySelectorAll('button')].find((b) => (b.textContent || '').trim() === 'Sign in');
    return shown(email) && shown(password) && shown(button);
  };
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    const now = performance.now();
    if (window.${USABLE_AT} === undefined) window.${USABLE_AT} = now;
    if (document.getElementById('first-screen')) return;
    window.${LIVE_AT} = now;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.${LCP} = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
})();`;

export async function addLoginFormProbe(page: Page) {
  await page.addInitScript({ content: PROBE_SCRIPT });
}

/** Waits like a user would (Playwright locators), then reads what the probe and the Performance API recorded. */
export async function waitForUsableLoginForm(page: Page, timeoutMs: number) {
  const controls = [
    page.getByLabel('Email'),
    page.getByLabel('Password', { exact: true }),
    page.getByRole('button', { name: 'Sign in' }),
  ];
  for (const control of controls) {
    await control.waitFor({ state: 'visible', timeout: timeoutMs });
    if (!(await control.isEnabled())) throw new Error(`The login form shows a disabled control: ${control}`);
  }
  const seenByPlaywrightMs = await page.evaluate(() => performance.now());
  return seenByPlaywrightMs;
}

/** Reads what the probe and the Performance API recorded (no helper functions: see PROBE_SCRIPT). */
export async function readPageTimings(page: Page): Promise<PageTimings> {
  const raw = await page.evaluate(
    ([usableAt, liveAt, lcp]) => ({
      formUsableMs: (window as unknown as Record<string, number | undefined>)[usableAt],
      livePageMs: (window as unknown as Record<string, number | undefined>)[liveAt],
      firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      largestContentfulPaintMs: (window as unknown as Record<string, number | undefined>)[lcp],
      domContentLoadedMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd,
      loadMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd,
    }),
    [USABLE_AT, LIVE_AT, LCP] as const,
  );
  const known = (value: number | undefined) => (value !== undefined && value > 0 ? value : Number.NaN);
  return {
    formUsableMs: known(raw.formUsableMs),
    livePageMs: known(raw.livePageMs),
    firstContentfulPaintMs: known(raw.firstContentfulPaintMs),
    largestContentfulPaintMs: known(raw.largestContentfulPaintMs),
    domContentLoadedMs: known(raw.domContentLoadedMs),
    loadMs: known(raw.loadMs),
  };
}
