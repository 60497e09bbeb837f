import type { Page } from '@playwright/test';

export interface StoredUser {
  token: string;
  loginType?: string;
  accountToken?: string;
  permissions: string[];
  userDetail: { id: number; email: string; name: string; domain: { dashboard: string } };
}

/** The login record the app keeps in localStorage under `currentUser` (spec section 3), or null. */
export async function storedUser(page: Page): Promise<StoredUser | null> {
  const raw = await page.evaluate(() => localStorage.getItem('currentUser'));
  return raw ? (JSON.parse(raw) as StoredUser) : null;
}

/** The raw `currentUser` entry, as the app wrote it. */
export function rawStoredUser(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('currentUser'));
}

/** The path to come back to after the next sign-in (sessionStorage `preVisitedPath`). */
export function returnPath(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('preVisitedPath'));
}
