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

/**
 * Puts a login record where the app keeps it (localStorage `currentUser` of `origin`), as its login form does,
 * without loading the app: the test itself serves an empty page of that origin to write it from.
 */
export async function storeUser(page: Page, origin: string, user: object): Promise<void> {
  const blank = `${origin}/e2e-blank-page`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  try {
    await page.goto(blank);
    await page.evaluate((value) => localStorage.setItem('currentUser', value), JSON.stringify(user));
  } finally {
    await page.unroute(blank);
  }
}

/** The raw `currentUser` entry, as the app wrote it. */
export function rawStoredUser(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('currentUser'));
}

/** The path to come back to after the next sign-in (sessionStorage `preVisitedPath`). */
export function returnPath(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('preVisitedPath'));
}
