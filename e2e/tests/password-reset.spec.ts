import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { linkIn, newestMailTo } from '../support/mail';
import { registerByInvite } from '../support/registration';
import { toast } from '../support/shell';
import { signIn } from '../support/sign-in';

test('a publisher resets a forgotten password through the emailed link, which works only once', async ({ page }) => {
  const account = {
    name: 'Rita Reset',
    company: 'Reset Media',
    email: `reset-${uniqueSuffix()}@example.test`,
    password: 'First-pass-1',
  };
  await registerByInvite(page, ACME, 'publisher', 'acme-publisher-invite', account);

  const asked = Date.now();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${ACME}/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent a link' })).toBeVisible();

  const mail = await newestMailTo(account.email, asked);
  expect(mail).toContain(`To: ${account.email}`);
  const link = linkIn(mail);
  expect(link.startsWith(`${ACME}/reset-password?link=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Set a new password for ${account.email}.`)).toBeVisible();
  const newPassword = 'Second-pass-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(`${ACME}/login`);
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();

  await signIn(page, ACME, account.email, '/login', newPassword);
  await expect(page.getByRole('banner')).toContainText(account.name);
  // The old password is gone.
  const old = await apiCall(page.request, ACME, 'POST', '/user/login', {
    data: { userDetails: { email: account.email, password: account.password } },
  });
  expect(old.body.msg).toBe('Wrong email or password');

  // The link was used up.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
