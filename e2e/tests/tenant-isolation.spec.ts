import { expect, test } from '@playwright/test';
import { rawStoredUser } from '../support/browser-storage';
import { ACME, GLOBEX } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

test("a session of Acme carried to Globex's domain is dropped silently", async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  const acmeUser = await rawStoredUser(page);
  expect(acmeUser).not.toBeNull();

  // The same login record, planted in Globex's storage (another origin, so another localStorage).
  await page.goto(`${GLOBEX}/login`);
  await page.evaluate((user) => localStorage.setItem('currentUser', user), acmeUser as string);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) refused.push(response.url());
  });

  await page.goto(`${GLOBEX}/dashboard`);
  await expect(page).toHaveURL(`${GLOBEX}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Globex Ads', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await rawStoredUser(page)).toBeNull();
  // Silent: no toast or alert; the guard stopped it before any call was refused.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refused).toEqual([]);
});
