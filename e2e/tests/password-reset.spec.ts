import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { linkIn, mailboxOf } from '../support/mail';
import { toast } from '../support/shell';
import { signIn } from '../support/sign-in';

test('a publisher resets a forgotten password through the emailed link, which works only once', async ({ page }) => {
  const account = {
    name: 'Rita Reset',
    company: 'Reset Media',
    email: `reset-${uniqueSuffix()}@example.test`,
    password: 'First-pass-1',
  };
  // The account is made through the invitation's API (the registration page has its own tests).
  const registered = await apiCall(page.request, ACME, 'POST', '/registerPublisher/add?token=acme-publisher-invite', {
    data: { name: account.name, email: account.email, password: account.password, company_name: account.company },
  });
  expect(registered.status, registered.body.msg).toBe(200);
  await page.goto(`${ACME}/login`);

  const mailbox = mailboxOf(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${ACME}/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a reset link is on its way' })).toBeVisible();

  const mail = await mailbox.next();
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
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Ask for a new one.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
