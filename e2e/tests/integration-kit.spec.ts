import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ACME } from '../support/environment';
import { openSignedIn } from '../support/sign-in';
import { cardValue } from '../support/statistics';

/**
 * Issue 27, part 4: the owner and the offer's advertiser find how to report a conversion on the offer's page, copy
 * the postback URL and send a test conversion end to end, which no figure keeps. ShieldVPN (offer 1) is the demo
 * advertiser's, public, and run by the demo publishers.
 */
const PERIODS = ['Today vs yesterday', 'This month vs last month'];

/** The owner's dashboard cards a conversion would move. */
async function ownerFigures(page: Page): Promise<string[]> {
  await page.goto(`${ACME}/dashboard`);
  const figures: string[] = [];
  for (const period of PERIODS) {
    for (const metric of ['Conversions', 'Revenue', 'Payout']) {
      const value = cardValue(page, period, metric);
      await expect(value).toBeVisible();
      figures.push(`${period} ${metric}: ${await value.textContent()}`);
    }
  }
  return figures;
}

async function runKit(page: Page, context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ACME });
  await page.goto(`${ACME}/offers/1`);
  const kit = page.getByRole('region', { name: 'Integration kit' });
  const postbackUrl = kit.getByRole('textbox', { name: 'Postback URL' });
  await expect(postbackUrl).toHaveValue(/^http:\/\/acme\.localhost:\d+\/postback\?click_id=\{click_id\}&payout=/);
  await expect(kit.getByLabel('Postback parameters')).toContainText('txn_id');
  await kit.getByRole('button', { name: 'Copy: Postback URL' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await postbackUrl.inputValue());
  await expect(kit.getByRole('textbox', { name: 'Image pixel' })).toHaveValue(/\/pixel\?offer_id=1&amp;txn_id=/);
  await kit.getByRole('button', { name: 'Send a test conversion' }).click();
  const steps = kit.getByRole('list', { name: 'Test conversion steps' });
  await expect(steps).toContainText(/Click found: test click [0-9a-f]{32}\./);
  await expect(steps).toContainText('Conversion recorded: approved.');
  await expect(steps).toContainText(/publisher postbacks? (queued|is set up)/);
  await expect(steps).toContainText('Undone: no figure, list or file keeps this test.');
  await expectNoSeriousViolations(page);
  return steps;
}

test('the owner copies the postback URL, sends a test conversion, sees each step, and no figure moves', async ({
  page,
  context,
}) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
  const before = await ownerFigures(page);
  const steps = await runKit(page, context);
  await expect(steps).toContainText('The advertiser pays $50.00. The publisher earns $35.00.');
  expect(await ownerFigures(page)).toEqual(before);
});

test('the advertiser runs the same kit on his offer and sees what he pays, not the publisher', async ({
  page,
  context,
}) => {
  await openSignedIn(page, ACME, 'advertiser@acme.test', { path: '/offers/1' });
  const steps = await runKit(page, context);
  await expect(steps).toContainText('The advertiser pays $50.00.');
  await expect(steps).not.toContainText('The publisher earns');
});

test('a publisher’s offer page has no integration kit', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/1' });
  await expect(page.getByRole('heading', { level: 1, name: /^ShieldVPN/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Integration kit' })).toHaveCount(0);
});
