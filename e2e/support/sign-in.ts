import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './environment';

export type LoginPage = '/login' | '/login/network' | '/login/admin';

/** Fills and sends the login form of the page that is open, without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the real login form of a tenant's origin and waits for the dashboard. */
export async function signIn(
  page: Page,
  origin: string,
  email: string,
  loginPage: LoginPage = '/login',
  password: string = DEMO_PASSWORD,
) {
  await page.goto(`${origin}${loginPage}`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('main-shell')).toBeVisible();
}
