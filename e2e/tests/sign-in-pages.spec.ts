import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { rawStoredUser } from '../support/browser-storage';
import { ACME, API } from '../support/environment';
import { shell } from '../support/shell';
import { submitLogin } from '../support/sign-in';

const card = (page: import('@playwright/test').Page) => page.getByRole('main');

test("a network's branded sign-in page offers no network registration and no admin sign-in", async ({ page }) => {
  await page.goto(`${ACME}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Network owner? Sign in here' })).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register your network' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto(`${ACME}/login/network`);
  await expect(page.getByRole('heading', { level: 1, name: 'Network sign-in' })).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Publisher or advertiser? Sign in here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register your network' })).toHaveCount(0);
});

test("the platform's own sign-in page still leads to network registration and the admin sign-in", async ({ page }) => {
  await page.goto(`${API}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register your network' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
});

test('a publisher on the network sign-in page is told where he signs in, and gets there', async ({ page }) => {
  await page.goto(`${ACME}/login/network`);
  await submitLogin(page, 'publisher@acme.test');
  const hint = page.getByRole('alert').filter({ hasText: 'This is a publisher or advertiser account' });
  await expect(hint).toBeVisible();
  expect(await rawStoredUser(page)).toBeNull();
  await expectNoSeriousViolations(page);

  await hint.getByRole('link', { name: 'Go to the publisher and advertiser sign-in' }).click();
  await expect(page).toHaveURL(`${ACME}/login`);
  await submitLogin(page, 'publisher@acme.test');
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  await expect(shell(page).root).toBeVisible();
});

test('a wrong password on the wrong sign-in page gets no hint', async ({ page }) => {
  await page.goto(`${ACME}/login/network`);
  await submitLogin(page, 'publisher@acme.test', 'Not-the-password-1');
  await expect(page.getByRole('status').filter({ hasText: 'Wrong email or password' })).toBeVisible();
  await expect(page.getByText('This is a publisher or advertiser account')).toHaveCount(0);
});
