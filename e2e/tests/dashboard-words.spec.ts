import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 28, item 5 and the dashboard of item 1: every figure of the dashboard says its period, today's partial day
 * is marked, and on a phone the top offers show their money without a sideways scroll. The e2e clock starts at
 * 11:00 in New York (Acme's zone) on 11 March 2026 and runs on, so the cards stop at 11:00 or a minute or two later.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const UNTIL = '1[01]:\\d\\d';
const MONEY = ['Payout', 'Revenue', 'Profit'];

const openOwnerDashboard = (page: Page) =>
  openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/dashboard' });

/** Intl's narrow and no-break spaces as plain ones. */
const plainText = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ');

/** How far an element's content reaches past its own box (0 when nothing hides behind a sideways scroll). */
const hiddenSideways = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the top offers show payout, revenue and profit without a sideways scroll', async ({ page }) => {
    await openOwnerDashboard(page);
    const table = shell(page).content.getByRole('table', { name: 'Top offers' });
    await expect(table).toBeVisible();
    const headers = await table.getByRole('columnheader').allTextContents();
    const firstOffer = table.getByRole('row').nth(1);
    for (const metric of MONEY) {
      const cell = firstOffer.getByRole('cell').nth(headers.indexOf(metric) - 1);
      await expect(cell, metric).toBeVisible();
      await expect(cell, metric).toHaveText(/\$[\d,]+\.\d\d/);
      const box = await cell.boundingBox();
      expect(box, metric).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${metric} ends inside the screen`).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await hiddenSideways(table), 'the table fits its width').toBeLessThanOrEqual(0);
    const frame = shell(page).content.getByRole('region', { name: 'Top offers' });
    expect(await hiddenSideways(frame), 'nothing scrolls inside the frame').toBeLessThanOrEqual(0);
    expect(await hiddenSideways(shell(page).content), 'the dashboard fits the screen').toBeLessThanOrEqual(0);
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-top-offers-390.png');
    // The whole page too (the header's tools included): a mobile window grows with what overflows, the screen does not.
  });

  test('the daily figures read as cards too, today marked as so far', async ({ page }) => {
    await openOwnerDashboard(page);
    await shell(page).content.getByText('Show the figures as a table').click();
    const days = shell(page).content.getByRole('table', { name: 'Last 30 days' });
    await expect(
      days.getByRole('rowheader', { name: new RegExp(`Mar 11, 2026 \\(today until ${UNTIL}\\)$`) }),
    ).toBeVisible();
    expect(await hiddenSideways(days), 'the table fits its width').toBeLessThanOrEqual(0);
    expect(await hiddenSideways(shell(page).content), 'the dashboard fits the screen').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });

  test('the cards say their days, a screenshot to look at', async ({ page }) => {
    await openOwnerDashboard(page);
    const today = shell(page).content.getByRole('region', { name: 'Today vs yesterday' });
    await expect(today).toContainText(/vs yesterday, same hours/);
    await expect(
      shell(page)
        .content.getByRole('img', { name: /^Chart of clicks/ })
        .locator('canvas')
        .first(),
    ).toBeVisible();
    await shot(page, 'dashboard-390.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('on a 1280 px laptop', () => {
  test.use({ viewport: LAPTOP });

  test('each card says its days and what it is compared with, same hours', async ({ page }) => {
    await openOwnerDashboard(page);
    const content = shell(page).content;
    const card = (name: string) => plainText(content.getByRole('region', { name }));
    await expect(content.getByRole('region', { name: 'Today vs yesterday' })).toBeVisible();
    expect(await card('Today vs yesterday')).toMatch(new RegExp(`Mar 11, until ${UNTIL}vs yesterday, same hours`));
    expect(await card('Last 7 days vs the 7 before')).toMatch(
      new RegExp(`Mar 5 – 11, until ${UNTIL}vs Feb 26 – Mar 4, same hours`),
    );
    expect(await card('This month vs last month')).toMatch(
      new RegExp(`Mar 1 – 11, until ${UNTIL}vs Feb 1 – 11, same hours`),
    );
    await expectNoSeriousViolations(page);
  });

  test('the top offers and the chart say their 30 days and mark today as so far', async ({ page }) => {
    await openOwnerDashboard(page);
    const content = shell(page).content;
    await expect(content.getByRole('table', { name: 'Top offers' })).toBeVisible();
    const period = content.getByText(/^Last 30 days: Feb 10/);
    expect(await plainText(period)).toMatch(
      new RegExp(`^Last 30 days: Feb 10 – Mar 11, today until ${UNTIL} · ranked by revenue$`),
    );
    const chart = content.getByRole('img', { name: /^Chart of clicks and conversions per day/ });
    expect(((await chart.getAttribute('aria-label')) ?? '').replace(/\u2009/g, ' ')).toMatch(
      new RegExp(`Feb 10 – Mar 11; the last day is today until ${UNTIL}$`),
    );
    const legend = content.getByRole('figure').getByRole('listitem');
    await expect(legend).toHaveText([
      'Clicks',
      'Conversions',
      new RegExp(`^Today so far \\(until ${UNTIL}\\), not a whole day$`),
    ]);
    // The chart is drawn (a canvas), the partial day with it.
    await expect(content.getByRole('figure').locator('canvas').first()).toBeVisible();
    await shot(page, 'dashboard-1280.png');
    await content.getByRole('table', { name: 'Top offers' }).scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-top-offers-1280.png');
  });
});
