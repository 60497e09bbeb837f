import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { rawStoredUser, returnPath, storedUser } from '../support/browser-storage';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { signIn, submitLogin } from '../support/sign-in';

test('after a 401 the user signs in again and lands on the page they were on', async ({ page }) => {
  await signIn(page, ACME, 'publisher@acme.test');
  await shell(page).menu.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(`${ACME}/statistics/reports`);
  await expect(shell(page).pageTitle).toHaveText('Reports');

  // The session ends on the server (as if it expired or was revoked elsewhere).
  const user = await storedUser(page);
  if (!user) throw new Error('Not signed in');
  const revoked = await apiCall(page.request, ACME, 'POST', '/api/logout', {
    data: { email: user.userDetail.email },
    token: user.token,
  });
  expect(revoked.status).toBe(200);

  // The next call answers 401: the app remembers the path, logs out and reloads to the sign-in page.
  const unauthorized = page.waitForResponse((response) => response.status() === 401);
  await page.reload();
  await unauthorized;
  await expect(page).toHaveURL(`${ACME}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await rawStoredUser(page)).toBeNull();
  expect(await returnPath(page)).toBe('/statistics/reports');

  await submitLogin(page, 'publisher@acme.test');
  await expect(page).toHaveURL(`${ACME}/statistics/reports`);
  await expect(shell(page).pageTitle).toHaveText('Reports');
  expect(await returnPath(page)).toBeNull();
});
