import { expect, type Page } from '@playwright/test';
import { apiLogin, type LoggedIn, type LoginKind } from './api';
import { storeUser } from './browser-storage';
import { DEMO_PASSWORD } from './environment';

export type LoginPage = '/login' | '/login/network' | '/login/admin';

/** The login call behind each login page. */
const KIND_OF: Record<LoginPage, LoginKind> = {
  '/login': 'member',
  '/login/network': 'owner',
  '/login/admin': 'admin',
};

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

/**
 * Opens `path` on a tenant's origin already signed in, for tests whose subject is not the sign-in: the login goes
 * through the API and its record is stored where the login form stores it, so no login page and no dashboard
 * load first. (`signIn` is for the tests of the form itself.) Returns the login record.
 */
export async function openSignedIn(
  page: Page,
  origin: string,
  email: string,
  options: { loginPage?: LoginPage; path?: string; password?: string } = {},
): Promise<LoggedIn> {
  const { loginPage = '/login', path = '/dashboard', password = DEMO_PASSWORD } = options;
  const user = await apiLogin(page.request, origin, email, KIND_OF[loginPage], password);
  await storeUser(page, origin, user);
  await page.goto(`${origin}${path}`);
  await expect(page.getByTestId('main-shell')).toBeVisible();
  return user;
}
