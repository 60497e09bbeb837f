import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { rawStoredUser, returnPath, storedUser } from '../support/browser-storage';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

test('logout ends the session: back to /login, storage cleared, the dashboard closed', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  const user = await storedUser(page);
  if (!user) throw new Error('Not signed in');
  // A remembered return path from earlier must not survive the logout either.
  await page.evaluate(() => sessionStorage.setItem('preVisitedPath', '/offers/all'));

  await shell(page).logout.click();
  await expect(page).toHaveURL(`${ACME}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await rawStoredUser(page)).toBeNull();
  expect(await returnPath(page)).toBeNull();

  // The server forgets the token too.
  await expect
    .poll(async () => (await apiCall(page.request, ACME, 'GET', '/api/publisher/get', { token: user.token })).status)
    .toBe(401);

  await page.goto(`${ACME}/dashboard`);
  await expect(page).toHaveURL(`${ACME}/login`);
  await expect(shell(page).root).toHaveCount(0);
});
