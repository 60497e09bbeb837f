import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

// Issue 27: the owner adds a goal to an offer; a publisher sees it on the offer's page with his payout for it.
test('the owner adds a purchase goal and the publisher sees it with its payout', async ({ browser, page, request }) => {
  const name = `E2E Goals ${uniqueSuffix()}`;
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const created = await apiCall<{ id: number }>(request, ACME, 'POST', '/api/offers', {
    token: owner.token,
    data: {
      name,
      destination_url: 'https://goals.example/?c={click_id}',
      payout_type: 'CPA',
      payout: 200,
      revenue: 300,
    },
  });
  expect(created.status, created.body.msg).toBe(200);
  const id = created.body.payload?.id;

  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: `/offers/${id}` });
  const section = page.getByRole('region', { name: 'Goals' });
  const table = section.getByRole('table', { name: 'Goals of this offer' });
  await expect(section.getByText(/This offer pays for one event/)).toBeVisible();
  await section.getByLabel('Goal', { exact: true }).fill('Purchase');
  await section.getByLabel('Postback value').fill('default');
  await section.getByLabel('Payout (USD)').fill('12.505');
  await section.getByRole('button', { name: 'Add goal' }).click();
  await expect(section.getByText('USD has at most 2 decimals: enter e.g. 12.50')).toBeVisible();
  await expect(section.getByText(/“default” names the offer’s default goal/)).toBeVisible();
  await section.getByLabel('Postback value').fill('purchase');
  await section.getByLabel('Payout (USD)').fill('12.50');
  await section.getByLabel('Revenue (USD)').fill('20');
  await section.getByLabel('Daily cap').fill('50');
  await section.getByRole('button', { name: 'Add goal' }).click();
  await expect(toast(page, 'Goal Purchase saved')).toBeVisible();
  const purchase = table.getByRole('row').filter({ hasText: 'goal=purchase' });
  await expect(purchase).toContainText('$12.50');
  await expect(purchase).toContainText('$20.00');
  await expect(purchase).toContainText('50 a day');
  await expect(table.getByRole('row').filter({ hasText: 'Default goal' })).toContainText('$2.00');

  const publisher = await browser.newPage();
  try {
    await openSignedIn(publisher, ACME, 'publisher@acme.test', { path: `/offers/${id}` });
    await expect(publisher.getByRole('heading', { level: 1, name })).toBeVisible();
    const seen = publisher.getByRole('region', { name: 'Goals' });
    const row = seen.getByRole('row').filter({ hasText: 'Purchase' });
    await expect(row).toContainText('goal=purchase');
    await expect(row).toContainText('$12.50');
    await expect(row).not.toContainText('$20.00');
    await expect(seen.getByRole('button', { name: 'Add goal' })).toHaveCount(0);
  } finally {
    await publisher.close();
  }
});
