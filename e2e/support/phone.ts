import { expect, type Page } from '@playwright/test';

/** The phone the money pages are looked at on. */
export const PHONE = { width: 390, height: 844 };

/** The page's laid-out width: a mobile viewport's grows with content that overflows, so this is the proof. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Turns the window into a phone's and waits until the page is no wider than it. The shell lays itself out for the new
 * width on the resize event, a frame after the window changed: measured at once, the header was still the laptop's
 * (550 px wide).
 */
export async function onPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => pageWidth(page), { message: 'the page is no wider than the phone' })
    .toBeLessThanOrEqual(PHONE.width);
}
