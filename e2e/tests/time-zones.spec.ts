import type { Conversion, Page as ListPage, PostbackDelivery } from '@affnet/contracts';
import { formatDateTime, osName } from '@affnet/format';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME, GLOBEX } from '../support/environment';
import {
  deleteAllPostbacks,
  deliveryLogShowing,
  type PostbackSettings,
  postbackSettings,
  savePostbackSettings,
} from '../support/postbacks';
import { Receiver } from '../support/receiver';
import { openSignedIn } from '../support/sign-in';
import { trackConversion } from '../support/statistics';

/**
 * Every time on a page is in the network's zone and the page says which: Globex runs on Asia/Kolkata, Acme on
 * America/New_York, and the browser on neither (the e2e browser runs in the machine's zone). The expected texts
 * come from the stored instants the API answers, never from a clock.
 */

/** How the page writes a time of an event log: Intl puts no-break spaces where the test types plain ones. */
const shown = (iso: string, timeZone: string) =>
  formatDateTime(iso, { locale: 'en', timeZone, seconds: true }).replace(/[\u00a0\u202f]/g, ' ');

test('the conversions list shows times in the network zone and names it', async ({ page }) => {
  const owner = await openSignedIn(page, GLOBEX, 'owner@globex.test', {
    loginPage: '/login/network',
    path: '/statistics/conversions',
  });
  const { body } = await apiCall<ListPage<Conversion>>(
    page.request,
    GLOBEX,
    'GET',
    '/api/statistics/conversions?page=1&limit=20',
    { token: owner.token },
  );
  const first = body.payload?.rows[0];
  if (!first) throw new Error('Globex has no demo conversions');
  const table = page.getByRole('table', { name: 'Conversions' });
  const row = table.getByRole('row').filter({ hasText: first.click_id });
  await expect(row).toContainText(shown(first.created_at, 'Asia/Kolkata'));
  if (first.os && osName(first.os)) await expect(row).toContainText(osName(first.os) as string);
  // Kolkata keeps +05:30 all year.
  await expect(page.getByText('Times in Asia/Kolkata (UTC+05:30)', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('delivery log', () => {
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
      data: { url: receiver.url('/pb?click={click_id}'), offer_id: null },
    });
    expect(created.status, created.body.msg).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    await deleteAllPostbacks(request, publisherToken);
    await savePostbackSettings(request, ownerToken, before);
    await receiver.close();
  });

  test('shows each attempt in the network zone and names it', async ({ page, request }) => {
    const { clickId } = await trackConversion(request);
    await receiver.waitForParam('click', clickId);
    await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/postback/list' });
    const log = await deliveryLogShowing(page, clickId);

    const postbacks = await apiCall<{ id: number }[]>(request, ACME, 'GET', '/api/postbacks', {
      token: publisherToken,
    });
    const id = postbacks.body.payload?.[0]?.id;
    const deliveries = await apiCall<ListPage<PostbackDelivery>>(
      request,
      ACME,
      'GET',
      `/api/postbacks/${id}/deliveries?page=1&limit=10`,
      { token: publisherToken },
    );
    const delivery = deliveries.body.payload?.rows.find((d) => d.url.includes(clickId));
    if (!delivery) throw new Error(`No delivery of ${clickId}`);
    const row = log.getByRole('row').filter({ hasText: clickId });
    await expect(row.getByRole('cell').first()).toHaveText(shown(delivery.created_at, 'America/New_York'));
    // The offset is today's: New York's summer or winter one.
    await expect(page.getByText(/^Times in America\/New_York \(UTC-0[45]:00\)$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
