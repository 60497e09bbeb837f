import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { TENANTS } from '../support/demo-users';
import { DEMO_PASSWORD } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

/** Holds the dashboard's first script until `release` is called: the page shows only what its HTML carries. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every request the page makes from now on, by path. */
function requestLog(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The calls the host used to make one after another before its first screen could show. */
const CHAIN = ['/mf/manifest', '/api/network/branding', '/mf-manifest.json'];
const chained = (paths: string[]) => paths.filter((path) => CHAIN.some((call) => path.endsWith(call)));

test('the sign-in page shows its tenant and form from the page itself, without the manifest chain', async ({
  page,
}) => {
  const requests = requestLog(page);
  const { origin, company } = TENANTS.globex;
  await page.goto(`${origin}/login`);
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeEnabled();
  await expect(page.getByRole('img', { name: company })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(company));
  // The remote's entry script was asked for once: the page's preload, which the federation runtime then used.
  expect(requests.filter((path) => path.endsWith('/remoteEntry.js'))).toHaveLength(1);
  expect(chained(requests)).toEqual([]);
  await expectNoSeriousViolations(page);
});

test("a signed-in publisher's dashboard needs neither the manifest nor the branding call", async ({ page }) => {
  const { origin } = TENANTS.acme;
  const requests = requestLog(page);
  await openSignedIn(page, origin, 'publisher@acme.test');
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  expect(chained(requests)).toEqual([]);
});

test('the sign-in form comes drawn in the page: filled in and sent before any script ran, it signs in once they run', async ({
  page,
}) => {
  const { origin, company } = TENANTS.acme;
  const release = await holdScripts(page);
  await page.goto(`${origin}/login`, { waitUntil: 'commit' });
  await expect(page.getByRole('img', { name: company })).toBeVisible();
  await page.getByLabel('Email').fill('publisher@acme.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // Still the drawn page: the browser sent nothing (no password in an address), the page waits for its scripts.
  await expect(page.locator('#first-screen form[data-sent]')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('the drawn sign-in page is in the language the visitor chose last time', async ({ page }) => {
  const { origin } = TENANTS.globex;
  await page.goto(`${origin}/login`);
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  const release = await holdScripts(page);
  await page.goto(`${origin}/login/network`, { waitUntil: 'commit' });
  await expect(page.locator('#first-screen').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('#first-screen').getByLabel('Langue')).toHaveValue('fr');
  release();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});

test('a language chosen on the drawn sign-in page is the live page language', async ({ page }) => {
  const { origin } = TENANTS.acme;
  const release = await holdScripts(page);
  await page.goto(`${origin}/login`, { waitUntil: 'commit' });
  const drawn = page.locator('#first-screen');
  await expect(drawn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await drawn.getByLabel('Language').selectOption('fr');
  release();
  await expect(drawn).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  // Remembered as any choice: the next page, drawn or live, is French too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
});
