import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { offerRows, waitForOffers } from '../support/offers';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

// Issue 27: each currency its own digits. Yen have none: ¥1,250 is typed 1250, stored 1250 and shown ¥1,250 on the
// form, the offer page, the list and the audit log alike (it used to be read as cents and shown 12.50).
const payoutField = (page: Page) => page.getByLabel('Payout', { exact: true });

test('the owner creates a JPY offer: the form shows and saves ¥1,250 and the list shows the same', async ({
  page,
  request,
}) => {
  const name = `E2E Yen ${uniqueSuffix()}`;
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/offers/new' });
  await expect(page.getByRole('heading', { level: 1, name: 'New offer' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Destination URL').fill('https://yen.example/?click={click_id}');
  await page.getByLabel('Currency').fill('JPY');
  await payoutField(page).fill('12.50');
  await page.getByLabel('Revenue').fill('2000');
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('JPY has no decimals: enter e.g. 1250')).toBeVisible();
  await payoutField(page).fill('1250');
  await page.getByRole('button', { name: 'Create offer' }).click();

  await expect(toast(page, `Offer “${name}” created`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText('¥1,250')).toBeVisible();
  await expect(page.getByRole('main').getByText('¥2,000')).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const stored = await apiCall<{ payout: number; revenue: number; currency: string }>(
    request,
    ACME,
    'GET',
    `/api/offers/${id}`,
    { token: owner.token },
  );
  expect(stored.body.payload).toMatchObject({ payout: 1250, revenue: 2000, currency: 'JPY' });

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await expect(payoutField(page)).toHaveValue('1250');
  await expect(page.getByLabel('Revenue')).toHaveValue('2000');
  await payoutField(page).fill('1500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `Offer “${name}” saved`)).toBeVisible();
  await expect(page.getByRole('main').getByText('¥1,500')).toBeVisible();

  await page.goto(`${ACME}/offers/all?search=${encodeURIComponent(name)}`);
  await waitForOffers(page);
  await expect(offerRows(page)).toHaveCount(1);
  await expect(offerRows(page).first()).toContainText('¥1,500');
  await expect(offerRows(page).first()).toContainText('¥2,000');

  await page.goto(`${ACME}/network/audit-log`);
  const log = page.getByRole('table', { name: 'Changes, newest first' });
  await expect(log.getByRole('row').filter({ hasText: name }).first()).toContainText('Payout: ¥1,250 → ¥1,500');
});
