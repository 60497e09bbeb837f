import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './environment';

export type LoginPage = '/login' | '/login/network' | '/login/admin';

/** Signs in through the real login form of a tenant's origin and waits for the dashboard. */
export async function signIn(page: Page, origin: string, email: string, loginPage: LoginPage = '/login') {
  await page.goto(`${origin}${loginPage}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('main-shell')).toBeVisible();
}
