import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { offerRows, waitForOffers } from '../support/offers';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

// Issue 27: the owner sets one publisher's own payout on an offer; that publisher sees his price, others the offer's.
test('the owner sets a publisher’s own payout and the publisher sees his price in his offer list', async ({
  browser,
  page,
  request,
}) => {
  const name = `E2E Own payout ${uniqueSuffix()}`;
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const created = await apiCall<{ id: number }>(request, ACME, 'POST', '/api/offers', {
    token: owner.token,
    data: {
      name,
      destination_url: 'https://own.example/?c={click_id}',
      payout_type: 'CPA',
      payout: 1000,
      revenue: 1500,
    },
  });
  expect(created.status, created.body.msg).toBe(200);
  const id = created.body.payload?.id;

  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: `/offers/${id}` });
  const section = page.getByRole('region', { name: 'Publisher payouts' });
  await expect(section.getByText(/No publisher has his own payout/)).toBeVisible();
  await section
    .getByLabel('Publisher', { exact: true })
    .selectOption({ label: 'Paul Publisher (publisher@acme.test)' });
  const amount = section.getByLabel('Payout (USD)');
  await amount.fill('12.505');
  await section.getByRole('button', { name: 'Save payout' }).click();
  await expect(section.getByText('USD has at most 2 decimals: enter e.g. 12.50')).toBeVisible();
  await amount.fill('12.50');
  await section.getByRole('button', { name: 'Save payout' }).click();
  await expect(toast(page, 'Payout of Paul Publisher saved')).toBeVisible();
  const table = section.getByRole('table', { name: 'Publishers with their own payout' });
  await expect(table.getByRole('row').filter({ hasText: 'Paul Publisher' })).toContainText('$12.50');

  const publisher = await browser.newPage();
  try {
    await openSignedIn(publisher, ACME, 'publisher@acme.test', {
      path: `/offers/all?search=${encodeURIComponent(name)}`,
    });
    await waitForOffers(publisher);
    await expect(offerRows(publisher)).toHaveCount(1);
    await expect(offerRows(publisher).first()).toContainText('$12.50');
    await publisher.goto(`${ACME}/offers/${id}`);
    await expect(publisher.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(publisher.getByRole('main').getByText('$12.50')).toBeVisible();
    await expect(publisher.getByRole('region', { name: 'Publisher payouts' })).toHaveCount(0);
  } finally {
    await publisher.close();
  }

  // Another publisher still earns the offer's payout.
  const other = await apiLogin(request, ACME, 'publisher2@acme.test');
  const seen = await apiCall<{ payout: number }>(request, ACME, 'GET', `/api/offers/${id}`, { token: other.token });
  expect(seen.body.payload?.payout).toBe(1000);

  await page.goto(`${ACME}/network/audit-log`);
  const log = page.getByRole('table', { name: 'Changes, newest first' });
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: `${name} · Paul Publisher` })
      .first(),
  ).toContainText('Payout: $12.50');
});

test('on an offer with goals, the owner pays a publisher his own price for one goal; only he sees it', async ({
  browser,
  page,
  request,
}) => {
  const name = `E2E Goal payout ${uniqueSuffix()}`;
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const created = await apiCall<{ id: number }>(request, ACME, 'POST', '/api/offers', {
    token: owner.token,
    data: {
      name,
      destination_url: 'https://goal.example/?c={click_id}',
      payout_type: 'CPA',
      payout: 100,
      revenue: 150,
    },
  });
  expect(created.status, created.body.msg).toBe(200);
  const id = created.body.payload?.id;
  const goal = { name: 'Purchase', slug: 'purchase', payout: 1200, revenue: 2000, daily_cap: null, monthly_cap: null };
  const added = await apiCall(request, ACME, 'POST', `/api/offers/${id}/goals`, { token: owner.token, data: goal });
  expect(added.status, added.body.msg).toBe(200);

  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: `/offers/${id}` });
  const section = page.getByRole('region', { name: 'Publisher payouts' });
  await section
    .getByLabel('Publisher', { exact: true })
    .selectOption({ label: 'Paul Publisher (publisher@acme.test)' });
  await section.getByLabel('Goal', { exact: true }).selectOption({ label: 'Purchase' });
  await section.getByLabel('Payout (USD)').fill('15');
  await section.getByRole('button', { name: 'Save payout' }).click();
  await expect(toast(page, 'Payout of Paul Publisher saved')).toBeVisible();
  const row = section.getByRole('table', { name: 'Publishers with their own payout' }).getByRole('row').nth(1);
  await expect(row).toContainText('Paul Publisher');
  await expect(row).toContainText('Purchase');
  await expect(row).toContainText('$15.00');

  const goalsOf = async (email: string) => {
    const session = await apiLogin(request, ACME, email);
    const seen = await apiCall<{ slug: string | null; payout: number }[]>(
      request,
      ACME,
      'GET',
      `/api/offers/${id}/goals`,
      {
        token: session.token,
      },
    );
    return seen.body.payload?.map((g) => [g.slug, g.payout]);
  };
  expect(await goalsOf('publisher2@acme.test')).toEqual([
    [null, 100],
    ['purchase', 1200],
  ]);

  const publisher = await browser.newPage();
  try {
    await openSignedIn(publisher, ACME, 'publisher@acme.test', { path: `/offers/${id}` });
    const goals = publisher.getByRole('region', { name: 'Goals' });
    await expect(goals.getByRole('row').filter({ hasText: 'Purchase' })).toContainText('$15.00');
    await expect(goals.getByRole('row').filter({ hasText: 'Default goal' })).toContainText('$1.00');
  } finally {
    await publisher.close();
  }
});
