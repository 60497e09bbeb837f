import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import {
  deleteAllPostbacks,
  type PostbackSettings,
  postbackSettings,
  savePostbackSettings,
} from '../support/postbacks';
import { Receiver } from '../support/receiver';
import { openSignedIn } from '../support/sign-in';
import { cardValue } from '../support/statistics';

/**
 * Issue 27, part 4: the owner and the offer's advertiser find how to report a conversion on the offer's page, copy
 * the postback URL and send a test conversion end to end, which no figure keeps. ShieldVPN (offer 1) is the demo
 * advertiser's, public, and run by the demo publishers; the test click is publisher@acme.test's (the first), whose
 * postback goes to a local receiver.
 */
let receiver: Receiver;
let ownerToken: string;
let publisherToken: string;
let before: PostbackSettings;

test.beforeAll(async ({ request }) => {
  receiver = await Receiver.start();
  ownerToken = (await apiLogin(request, ACME, 'owner@acme.test', 'owner')).token;
  publisherToken = (await apiLogin(request, ACME, 'publisher@acme.test')).token;
  before = await postbackSettings(request, ownerToken);
  // The receiver listens on 127.0.0.1, which the e2e server's operator setting allows (playwright.config.ts).
  await savePostbackSettings(request, ownerToken, { ...before, postback_approval: false });
  const created = await apiCall(request, ACME, 'POST', '/api/postbacks', {
    token: publisherToken,
    data: { url: receiver.url('/kit?click={click_id}'), offer_id: 1 },
  });
  expect(created.status, created.body.msg).toBe(200);
});

test.afterAll(async ({ request }) => {
  await deleteAllPostbacks(request, publisherToken);
  await savePostbackSettings(request, ownerToken, before);
  await receiver.close();
});

const PERIODS = ['Today vs yesterday', 'This month vs last month'];

/** The owner's dashboard cards a conversion would move, and the clock time "today" is cut at. */
async function ownerFigures(page: Page): Promise<{ until: string; figures: string[] }> {
  await page.goto(`${ACME}/dashboard`);
  const figures: string[] = [];
  for (const period of PERIODS) {
    for (const metric of ['Conversions', 'Revenue', 'Payout']) {
      // Money is one line per currency (issue 27): every line of the figure counts.
      const value = cardValue(page, period, metric);
      await expect(value.first()).toBeVisible();
      figures.push(`${period} ${metric}: ${(await value.allTextContents()).join(' | ')}`);
    }
  }
  const today = await page.getByRole('region', { name: PERIODS[0] }).textContent();
  return { until: /until (\d\d:\d\d)/.exec(today ?? '')?.[1] ?? '', figures };
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
  await expect(steps).toContainText('1 publisher postback queued and fired:');
  await expect(steps).toContainText(/answered HTTP 200 in \d+ ms\./);
  await expect(steps).toContainText('Undone: no figure, list or file keeps this test.');
  await expectNoSeriousViolations(page);
  return steps;
}

test('the owner copies the postback URL, sends a test conversion, sees each step, and no figure moves', async ({
  page,
  context,
}) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
  // "Today" is cut at the clock's minute: a minute passing may bring in an earlier spec's conversion. Figures are
  // compared under one cut, the test run again once if the minute turned meanwhile.
  for (let attempt = 1; ; attempt++) {
    const before = await ownerFigures(page);
    const steps = await runKit(page, context);
    await expect(steps).toContainText('The advertiser pays $50.00. The publisher earns $35.00.');
    // The owner sees where the postback went, marked as a test; the receiver got it so.
    await expect(steps).toContainText(/\/kit\?click=[0-9a-f]{32}&affnet_test=1/);
    expect(receiver.requests.at(-1)?.query).toMatchObject({ affnet_test: '1' });
    const after = await ownerFigures(page);
    if (after.until !== before.until && attempt === 1) continue;
    expect(after.figures).toEqual(before.figures);
    break;
  }
});

test('the advertiser runs the same kit on his offer and sees what he pays, not the publisher', async ({
  page,
  context,
}) => {
  await openSignedIn(page, ACME, 'advertiser@acme.test', { path: '/offers/1' });
  const steps = await runKit(page, context);
  await expect(steps).toContainText('The advertiser pays $50.00.');
  await expect(steps).not.toContainText('The publisher earns');
  await expect(steps).not.toContainText('/kit?click=');
});

test('a publisher’s offer page has no integration kit', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/1' });
  await expect(page.getByRole('heading', { level: 1, name: /^ShieldVPN/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Integration kit' })).toHaveCount(0);
});
