import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { returnPath, storedUser } from '../support/browser-storage';
import { type DemoRole, demoUser } from '../support/demo-users';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { openSignedIn, submitLogin } from '../support/sign-in';

/** The pages only one role opens, by the role's menu (and the offer form the owner reaches from an offer). */
const OWN_PAGES: Record<DemoRole, string[]> = {
  owner: [
    '/network/settings',
    '/network/publishers',
    '/network/payouts',
    '/network/advertisers',
    '/network/postbacks',
    '/network/audit-log',
    '/offers/new',
    '/offers/requests',
    '/offers/1/edit',
  ],
  publisher: ['/postback/list', '/aff/list', '/api-details'],
  advertiser: [],
  admin: ['/network/networks'],
};

/** The pages of every member of a network; the super admin belongs to none. */
const MEMBER_PAGES = ['/offers/all', '/offers/1', '/statistics/reports', '/statistics/conversions', '/download-center'];

/** Pages of an area the role uses that his menu leaves out: opened by URL, they are not his either. */
const HIDDEN_PAGES: Partial<Record<DemoRole, string[]>> = { advertiser: ['/offers/public', '/offers/private'] };

const ROLES: DemoRole[] = ['publisher', 'advertiser', 'owner', 'admin'];

/** The other roles' pages this role may not open, and the pages his menu hides. */
function forbiddenFor(role: DemoRole): string[] {
  const others = ROLES.filter((other) => other !== role).flatMap((other) => OWN_PAGES[other]);
  return [...others, ...(role === 'admin' ? MEMBER_PAGES : []), ...(HIDDEN_PAGES[role] ?? [])];
}

/** Every answer 401 or 403 the page receives: none may come, since a closed page asks the server nothing. */
function recordRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) refusals.push(`${response.status()} ${response.url()}`);
  });
  return refusals;
}

async function expectNotAvailable(page: Page) {
  const { pageTitle, sidebar, logout } = shell(page);
  await expect(pageTitle).toHaveText('This page is not available for your account');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(logout).toBeVisible();
}

for (const role of ROLES) {
  test(`signed in as ${role}, other roles' pages opened by URL show "not available" and the session stays`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = demoUser(role, 'acme');
    await openSignedIn(page, ACME, user.email, { loginPage: user.loginPage });
    const refusals = recordRefusals(page);

    for (const path of forbiddenFor(role)) {
      await page.goto(`${ACME}${path}`);
      await expect(page, path).toHaveURL(`${ACME}${path}`);
      await expectNotAvailable(page);
      expect((await storedUser(page))?.userDetail.email, path).toBe(user.email);
    }
    // A reload keeps the session too, and the way back leads to the dashboard.
    await page.reload();
    await expectNotAvailable(page);
    await shell(page).content.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(`${ACME}/dashboard`);
    await expect(shell(page).pageTitle).toHaveText('Dashboard');
    expect(refusals).toEqual([]);
  });
}

test("the owner's path of no page under /network goes where every unknown path goes, not to Settings", async ({
  page,
}) => {
  const owner = demoUser('owner', 'acme');
  await openSignedIn(page, ACME, owner.email, { loginPage: owner.loginPage, path: '/network/no-such-page' });
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  await expect(shell(page).pageTitle).toHaveText('Dashboard');
});

test('the "not available" page names the account, says the session stays, and passes axe', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/network/settings' });
  await expectNotAvailable(page);
  await expect(shell(page).content).toContainText('Signed in as publisher');
  await expect(shell(page).breadcrumb).toContainText('Not available');
  await expectNoSeriousViolations(page);
  await shell(page).language.selectOption('de');
  await expect(shell(page).pageTitle).toHaveText('Diese Seite ist für Ihr Konto nicht verfügbar');
});

for (const role of ['publisher', 'owner'] as const) {
  test(`signed in as ${role}, a saved return path to another role's page leads to the dashboard`, async ({ page }) => {
    const user = demoUser(role, 'acme');
    const forbidden = role === 'publisher' ? '/network/settings' : '/api-details';
    await openSignedIn(page, ACME, user.email, { loginPage: user.loginPage });
    const refusals = recordRefusals(page);
    await shell(page).logout.click();
    await expect(page).toHaveURL(/\/login$/);

    // Signed out, a shared link to a page of another role is remembered as the place to return to.
    await page.goto(`${ACME}${forbidden}`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await returnPath(page)).toBe(forbidden);

    await page.goto(`${ACME}${user.loginPage}`);
    await submitLogin(page, user.email);
    await expect(page).toHaveURL(`${ACME}/dashboard`);
    await expect(shell(page).pageTitle).toHaveText('Dashboard');
    expect(await returnPath(page)).toBeNull();
    // Signed in for good: the next page loads, nothing was refused.
    await shell(page).sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(shell(page).root).toBeVisible();
    expect(await storedUser(page)).not.toBeNull();
    expect(refusals).toEqual([]);
  });
}
