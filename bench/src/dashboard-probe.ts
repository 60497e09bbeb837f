import type { Page } from '@playwright/test';

const AREA_AT = '__affnetDashboardAreaAt';
const CARD_AT = '__affnetDashboardCardAt';

/**
 * Runs in the page before its scripts: notes performance.now() when the statistics area first renders (its
 * "Dashboard" page title) and when the first period card shows figures (a labelled section with its metric list).
 * Plain JavaScript text for the reason given in login-form-probe.ts.
 */
const PROBE_SCRIPT = `(() => {
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const areaShown = () => [...document.querySelectorAll('main h1, h1')].some((h) => (h.textContent || '').trim() === 'Dashboard' && shown(h));
  const cardShown = () => [...document.querySelectorAll('section[aria-labelledby] dl dd')].some(shown);
  const observer = new MutationObserver(() => {
    if (window.${AREA_AT} === undefined && areaShown()) window.${AREA_AT} = performance.now();
    if (window.${CARD_AT} === undefined && cardShown()) {
      window.${CARD_AT} = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();`;

export interface DashboardTimings {
  /** The statistics area rendered (its page title): the first remote's first screen. */
  areaRenderedMs: number;
  /** The first period card shows its figures (after the dashboard call). */
  firstCardMs: number;
  domContentLoadedMs: number;
}

export async function addDashboardProbe(page: Page) {
  await page.addInitScript({ content: PROBE_SCRIPT });
}

/** Waits like a user would for the card "Today", then reads what the probe recorded. */
export async function waitForFirstCard(page: Page, timeoutMs: number): Promise<DashboardTimings> {
  await page.getByRole('region', { name: 'Today' }).getByRole('definition').first().waitFor({ timeout: timeoutMs });
  const raw = await page.evaluate(
    ([areaAt, cardAt]) => ({
      areaRenderedMs: (window as unknown as Record<string, number | undefined>)[areaAt],
      firstCardMs: (window as unknown as Record<string, number | undefined>)[cardAt],
      domContentLoadedMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd,
    }),
    [AREA_AT, CARD_AT] as const,
  );
  const known = (value: number | undefined) => (value !== undefined && value > 0 ? value : Number.NaN);
  return {
    areaRenderedMs: known(raw.areaRenderedMs),
    firstCardMs: known(raw.firstCardMs),
    domContentLoadedMs: known(raw.domContentLoadedMs),
  };
}
