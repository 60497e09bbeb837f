import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api';
import { API, E2E_PORT } from '../support/environment';
import { shell, toast } from '../support/shell';
import { openSignedIn, submitLogin } from '../support/sign-in';

const SLUG = `review-${Date.now().toString(36)}`;
const OWNER = { email: `owner@${SLUG}.test`, password: 'Welcome-2026' };
const ORIGIN = `http://${SLUG}.localhost:${E2E_PORT}`;
const DEACTIVATED = 'This network has been deactivated. Please contact the platform administrator.';

const ownerLogin = (request: Parameters<typeof apiCall>[0]) =>
  apiCall(request, ORIGIN, 'POST', '/user/network/login', { data: OWNER });

function networkRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Networks of the platform' }).getByRole('row').filter({ hasText: name });
}

test('the super admin reviews a sign-up, searches, edits, deactivates, reactivates and deletes a network', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const signup = await apiCall(request, API, 'POST', '/user/network/register', {
    data: {
      network_id: SLUG,
      company_name: 'Review Ads',
      name: 'Rita Review',
      password: OWNER.password,
      email: OWNER.email,
    },
  });
  expect(signup.status, signup.body.msg).toBe(200);
  expect((await ownerLogin(request)).status).toBe(200);

  await openSignedIn(page, API, 'admin@affnet.test', { loginPage: '/login/admin' });
  await shell(page).sidebar.getByRole('link', { name: 'Networks' }).click();
  await expect(page).toHaveURL(`${API}/network/networks`);
  await expect(shell(page).pageTitle).toHaveText('Networks');

  // New registrations: the sign-up waits for review.
  const registrations = page.getByRole('region', { name: 'New registrations' });
  await expect(registrations.getByText('Review Ads')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Networks of the platform' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await registrations.getByRole('button', { name: 'Approve Review Ads' }).click();
  await expect(toast(page, 'Review Ads is approved')).toBeVisible();
  await expect(registrations.getByText('Review Ads')).toHaveCount(0);

  // Search.
  await page.getByRole('searchbox', { name: 'Search networks' }).fill(SLUG);
  await expect(page.getByRole('table', { name: 'Networks of the platform' }).getByRole('row')).toHaveCount(2);
  await expect(networkRow(page, 'Review Ads')).toContainText(OWNER.email);

  // Edit, with a field error first.
  await page.getByRole('button', { name: 'Edit Review Ads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Review Ads' });
  await dialog.getByLabel('Company name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a value')).toBeVisible();
  await dialog.getByLabel('Company name').fill('Review Media');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Review Media is saved')).toBeVisible();
  await expect(networkRow(page, 'Review Media')).toBeVisible();

  // Deactivate: the owner cannot sign in, with a clear message.
  await page.getByRole('button', { name: 'Deactivate Review Media' }).click();
  await expect(networkRow(page, 'Review Media')).toContainText('Inactive');
  const refused = await ownerLogin(request);
  expect(refused.status).toBe(400);
  expect(refused.body.msg).toBe(DEACTIVATED);
  const ownerPage = await (await browser.newContext()).newPage();
  await ownerPage.goto(`${ORIGIN}/login/network`);
  await submitLogin(ownerPage, OWNER.email, OWNER.password);
  await expect(ownerPage.getByText(DEACTIVATED).first()).toBeVisible();
  await ownerPage.context().close();

  // Reactivate: the owner signs in again.
  await page.getByRole('button', { name: 'Activate Review Media' }).click();
  await expect(networkRow(page, 'Review Media')).toContainText('Active');
  expect((await ownerLogin(request)).status).toBe(200);

  // Delete with the typed confirmation.
  await page.getByRole('button', { name: 'Delete Review Media' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Review Media?' });
  await confirm.getByLabel(`Type ${SLUG} to confirm`).fill(SLUG);
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Review Media is deleted')).toBeVisible();
  await expect(page.getByText('No network matches.')).toBeVisible();
  expect((await ownerLogin(request)).status).toBe(400);
});
