import { expect, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

test('Back is absent on the dashboard, present elsewhere, and goes back', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  const { back, menu, breadcrumb, pageTitle } = shell(page);
  await expect(pageTitle).toHaveText('Dashboard');
  await expect(breadcrumb).toBeVisible();
  await expect(back).toHaveCount(0);

  await menu.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(`${ACME}/statistics/reports`);
  await expect(breadcrumb).toContainText('Reports');
  await expect(page).toHaveTitle('Reports · Acme Media');
  await menu.getByRole('link', { name: 'Postback' }).click();
  await expect(page).toHaveURL(`${ACME}/postback/list`);
  await expect(back).toBeVisible();

  await back.click();
  await expect(page).toHaveURL(`${ACME}/statistics/reports`);
  await expect(pageTitle).toHaveText('Reports');
  await back.click();
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  await expect(pageTitle).toHaveText('Dashboard');
  await expect(back).toHaveCount(0);
});
