import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ACME } from '../support/environment';
import { offerRows, waitForOffers } from '../support/offers';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 10: an advertiser reads what he pays (his price, his cost), never what the publishers are paid; the
 * dashboard cards say what they compare with. ShieldVPN (offer 1) pays publishers $35.00 and costs its
 * advertiser $50.00.
 */
const signInAdvertiser = (page: Page, path: string) => openSignedIn(page, ACME, 'advertiser@acme.test', { path });
const PAID_TO_PUBLISHERS = '$35.00';
const PRICE = '$50.00';

test("the advertiser's offer list shows his price, not the publishers' payout", async ({ page }) => {
  await signInAdvertiser(page, '/offers/all');
  await waitForOffers(page);
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('columnheader', { name: /^Price/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^(Payout|Revenue|Margin)$/ })).toHaveCount(0);
  const shield = offerRows(page).filter({ has: page.getByRole('link', { name: /^ShieldVPN/ }) });
  await expect(shield).toContainText(PRICE);
  await expect(shield).not.toContainText(PAID_TO_PUBLISHERS);
  await expectNoSeriousViolations(page);
});

test("the advertiser's offer page shows his price, not the payout", async ({ page }) => {
  await signInAdvertiser(page, '/offers/1');
  await expect(page.getByRole('heading', { level: 1, name: /^ShieldVPN/ })).toBeVisible();
  const price = page.getByRole('term').filter({ hasText: /^Price$/ });
  await expect(price).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: PRICE })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^(Payout|Revenue|Margin)$/ })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(PAID_TO_PUBLISHERS);
  await expectNoSeriousViolations(page);
});

test("the advertiser's dashboard and report read his cost", async ({ page }) => {
  await signInAdvertiser(page, '/dashboard');
  const today = page.getByRole('region', { name: 'Today vs yesterday' });
  await expect(today.getByRole('term').filter({ hasText: /^Cost$/ })).toBeVisible();
  await expect(today).not.toContainText(/Payout|Revenue|Profit/);
  await expectNoSeriousViolations(page);
  await page.goto(`${ACME}/statistics/reports?preset=this_month&group=day`);
  const report = page.getByRole('table', { name: 'Report' });
  await expect(report.getByRole('columnheader', { name: /^Cost/ })).toBeVisible();
  await expect(report.getByRole('columnheader', { name: /^(Payout|EPC|Revenue|Profit)/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('each dashboard card says what it compares with, like for like', async ({ page }) => {
  // The e2e clock starts at 11:00 in New York on 11 March: the cards compare until the same time of day.
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
  await expect(page.getByRole('region', { name: 'Today vs yesterday' })).toContainText(/vs yesterday, same hours/);
  await expect(page.getByRole('region', { name: 'Last 7 days vs the 7 before' })).toContainText(
    /vs Feb 26 – Mar 4, same hours/,
  );
  await expect(page.getByRole('region', { name: 'This month vs last month' })).toContainText(
    /vs Feb 1 – 11, same hours/,
  );
  await expectNoSeriousViolations(page);
});
