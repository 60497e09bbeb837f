import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import {
  deleteAllPostbacks,
  deliveryLogShowing,
  type PostbackSettings,
  postbackRows,
  postbackSettings,
  savePostbackSettings,
} from '../support/postbacks';
import { Receiver } from '../support/receiver';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';
import { trackConversion } from '../support/statistics';

const GLOBAL = 'All offers (global)';

test.describe.configure({ mode: 'serial' });

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
});

test.afterAll(async ({ request }) => {
  await savePostbackSettings(request, ownerToken, { ...before, postback_approval: false });
  await deleteAllPostbacks(request, publisherToken);
  await savePostbackSettings(request, ownerToken, before);
  await receiver.close();
});

// The tests run in order, each on what the one before left: a global postback to the receiver, then its changes.

const publisherOpens = (page: Page, path = '/postback/list') =>
  openSignedIn(page, ACME, 'publisher@acme.test', { path });

test('a publisher pastes a postback URL and saves it', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/postback/list' });
  await expect(page.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible();
  await expect(page.getByText(/You have no postbacks yet/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Add postback' }).click();
  const url = receiver.url('/pb?click={click_id}&payout={payout}');
  await page.getByLabel('Postback URL').focus();
  await page.keyboard.insertText(url);
  await expect(page.getByLabel('Name of parameter 1')).toHaveValue('click');
  await expect(page.getByLabel('Value of parameter 1')).toHaveValue('click_id');
  await expect(page.getByLabel('Name of parameter 2')).toHaveValue('payout');
  await expect(page.getByLabel('Value of parameter 2')).toHaveValue('payout');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expect(toast(page, 'Postback saved')).toBeVisible();
  await expect(postbackRows(page)).toHaveCount(1);
  await expect(postbackRows(page).first()).toContainText(url);
  await expect(postbackRows(page).first()).toContainText('Live');
});

test('Test calls the pasted postback URL and shows the answer', async ({ page }) => {
  await publisherOpens(page);
  await page.getByRole('button', { name: `Test postback for ${GLOBAL}` }).click();
  const [tested] = await receiver.waitForParam('click', 'test-click');
  expect(tested?.query.payout).toMatch(/^\d+\.\d{2}$/);
  await expect(postbackRows(page).first()).toContainText(/HTTP 200 in \d+ ms/);
});

test('a conversion delivers the pasted postback, and its delivery log shows it', async ({ page, request }) => {
  const { clickId } = await trackConversion(request);
  const [delivered] = await receiver.waitForParam('click', clickId);
  expect(delivered?.query.payout).toMatch(/^\d+\.\d{2}$/);
  await publisherOpens(page);
  const log = await deliveryLogShowing(page, clickId);
  const row = log.getByRole('row').filter({ hasText: clickId });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('200');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expectNoSeriousViolations(page);
});

test('a receiver that fails twice gets the third retry, and the log shows every attempt', async ({ page, request }) => {
  receiver.failNext(2);
  const { clickId } = await trackConversion(request);
  const attempts = await receiver.waitForParam('click', clickId, 3);
  expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
  const [first, , third] = attempts;
  // POSTBACK_RETRY_BASE_MS is 500 in the e2e server: 0.5 s, then 1 s between attempts.
  expect((third?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_400);

  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/postback/list' });
  const log = await deliveryLogShowing(page, clickId);
  await expect(log.getByRole('row').filter({ hasText: clickId })).toHaveCount(3);
  const cells = await log
    .getByRole('row')
    .filter({ hasText: clickId })
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent?.trim())));
  expect(cells.map((c) => [c[2], c[3]])).toEqual([
    ['200', '3'],
    ['500', '2'],
    ['500', '1'],
  ]);
});

test('Test shows a failing receiver’s status, and the error when it never answers', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/postback/list' });
  const row = postbackRows(page).first();
  receiver.failNext(1, 503);
  await page.getByRole('button', { name: `Test postback for ${GLOBAL}` }).click();
  await expect(row).toContainText(/HTTP 503 in \d+ ms/);
  receiver.hangNext(1);
  await page.getByRole('button', { name: `Test postback for ${GLOBAL}` }).click();
  await expect(row).toContainText(/Failed after \d+ ms: .+/, { timeout: 15_000 });
  await expectNoSeriousViolations(page);
});

// With approval on, a change waits on the hold list until the network owner approves it: three steps.
const changedUrl = () => `${receiver.url('/pb?click={click_id}&payout={payout}')}&txn={txn_id}`;

test('with approval on, a changed postback waits for approval', async ({ page, request }) => {
  await savePostbackSettings(request, ownerToken, { ...before, postback_approval: true });
  await publisherOpens(page, '/aff/list');
  const changed = changedUrl();
  await page.getByRole('button', { name: `Edit postback for ${GLOBAL}` }).click();
  await page.getByRole('button', { name: 'Add parameter' }).click();
  await page.getByLabel('Name of parameter 3').fill('txn');
  await page.getByLabel('Value of parameter 3').selectOption('txn_id');
  await expect(page.getByLabel('Postback URL')).toHaveValue(changed);
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expect(toast(page, 'Saved. The change takes effect once the network approves it.')).toBeVisible();
  const row = postbackRows(page).first();
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText(`Change waits for approval: ${changed}`);
});

test("the held change is on the owner's hold list, and he approves it", async ({ page: owner }) => {
  const changed = changedUrl();
  await openSignedIn(owner, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/postbacks' });
  await expect(owner.getByRole('heading', { level: 1, name: 'Postback approvals' })).toBeVisible();
  const held = owner.getByRole('table', { name: 'Postback changes waiting for approval' }).locator('tbody tr');
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('Paul Publisher');
  await expect(held).toContainText(changed);
  await expectNoSeriousViolations(owner);
  await owner.getByRole('button', { name: `Approve the postback change of Paul Publisher for ${GLOBAL}` }).click();
  await expect(owner.getByText('No postback changes wait for approval.')).toBeVisible();
  // axe then sees the approval's toast too, once it has faded in.
  await expect(toast(owner, 'The postback change of Paul Publisher is live')).toBeVisible();
  await expectNoSeriousViolations(owner);
});

test('once approved, the changed postback is live', async ({ page }) => {
  const changed = changedUrl();
  await publisherOpens(page, '/aff/list');
  const row = postbackRows(page).first();
  await expect(row).toContainText('Live');
  await expect(row).toContainText(changed);
  await expect(row).not.toContainText('Waiting for approval');
});

test('with approval on, the network owner rejects a new offer postback', async ({ page, browser, request }) => {
  await savePostbackSettings(request, ownerToken, { ...before, postback_approval: true });
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/postback/list' });
  await page.getByRole('button', { name: 'Add postback' }).click();
  const offerSelect = page.getByLabel('Offer', { exact: true });
  await expect(offerSelect.getByRole('option')).not.toHaveCount(1);
  const offer = (await offerSelect.getByRole('option').nth(1).textContent()) ?? '';
  await offerSelect.selectOption({ label: offer });
  await page.getByLabel('Postback URL').fill(receiver.url('/offer-pb?c={click_id}'));
  await page.getByRole('button', { name: 'Save postback' }).click();
  await expect(toast(page, 'Saved. The change takes effect once the network approves it.')).toBeVisible();
  const held = postbackRows(page).filter({ hasText: offer });
  await expect(held).toContainText('Waiting for approval');
  await expect(held).toContainText('Not live yet');

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await openSignedIn(owner, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/postbacks' });
  await owner.getByRole('button', { name: `Reject the postback change of Paul Publisher for ${offer}` }).click();
  await expect(owner.getByText('No postback changes wait for approval.')).toBeVisible();
  await ownerContext.close();

  await page.reload();
  // A rejected new postback never goes live: it stays listed, without a URL, as rejected.
  const rejected = postbackRows(page).filter({ hasText: 'Rejected' });
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('Not live yet');
  await expect(postbackRows(page).filter({ hasText: 'Waiting for approval' })).toHaveCount(0);
  await expect(postbackRows(page).filter({ hasText: /Live/ })).toHaveCount(1);
});
