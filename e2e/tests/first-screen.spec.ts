import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { TENANTS } from '../support/demo-users';
import { openSignedIn } from '../support/sign-in';

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
