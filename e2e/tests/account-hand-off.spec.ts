import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { storedUser } from '../support/browser-storage';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';

test("a network owner's account token opens the publisher's dashboard through /ext/login", async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const publisher = await apiLogin(request, ACME, 'publisher@acme.test');
  const { status, body } = await apiCall<{ accountToken: string }>(request, ACME, 'POST', '/api/account/token', {
    data: { user_id: publisher.userDetail.id },
    token: owner.token,
  });
  expect(status, body.msg).toBe(200);
  const accountToken = body.payload?.accountToken;
  if (!accountToken) throw new Error('No account token');

  await page.goto(`${ACME}/ext/login?accountToken=${encodeURIComponent(accountToken)}`);
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  await expect(shell(page).root).toBeVisible();
  await expect(shell(page).header).toContainText('Paul Publisher');
  await expect(shell(page).menu.getByRole('link', { name: 'Postback' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your account manager' })).toContainText('Maria Manager');

  const user = await storedUser(page);
  expect(user?.userDetail.email).toBe('publisher@acme.test');
  expect(user?.loginType).toBeTruthy();
  expect(user?.accountToken).toBeTruthy();

  // The session holds across a reload (the guard accepts a loginType with its account token).
  await page.reload();
  await expect(shell(page).pageTitle).toHaveText('Dashboard');
});

test('a forged account token is refused with a way back to sign-in', async ({ page }) => {
  await page.goto(`${ACME}/ext/login?accountToken=not-a-real-token`);
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
});
