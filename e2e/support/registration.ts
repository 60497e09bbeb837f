import { expect, type Page } from '@playwright/test';
import { toast } from './shell';

export interface NewAccount {
  name: string;
  company: string;
  email: string;
  password: string;
}

/** Creates an account through an invitation page (/register/publisher or /register/advertiser) and waits for /login. */
export async function registerByInvite(
  page: Page,
  origin: string,
  kind: 'publisher' | 'advertiser',
  token: string,
  account: NewAccount,
) {
  await page.goto(`${origin}/register/${kind}?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`as an? ${kind}$`) })).toBeVisible();
  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Company name').fill(account.company);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(toast(page, 'Your account has been created. You can sign in now.')).toBeVisible();
}
