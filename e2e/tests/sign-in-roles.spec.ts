import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, demoUser, TENANTS, type TenantName } from '../support/demo-users';
import { shell } from '../support/shell';
import { signIn } from '../support/sign-in';

/** A menu entry: a page, or a group with its pages. */
type MenuEntry = string | [group: string, pages: string[]];

const OFFERS_ALL: MenuEntry = ['Offers', ['All', 'Active', 'Public', 'Private']];
const STATISTICS: MenuEntry = ['Statistics', ['Report', 'Conversion']];

/** Each role's menu, in order; the publisher's is the spec's (section 2). */
const MENUS: Record<DemoRole, MenuEntry[]> = {
  publisher: ['Dashboard', OFFERS_ALL, STATISTICS, 'Api Reference', 'Postback'],
  advertiser: ['Dashboard', ['Offers', ['All', 'Active']], STATISTICS, 'Download center'],
  owner: ['Dashboard', OFFERS_ALL, STATISTICS, 'Publishers', 'Advertisers', 'Settings', 'Download center'],
  admin: ['Dashboard', 'Networks'],
};

/** The sidebar shows exactly these entries: top-level items in order, and each group's pages in order. */
async function expectMenu(page: Page, entries: MenuEntry[]) {
  const { menu } = shell(page);
  const nested = page.getByRole('list');
  const topLevel = entries.map((entry) => (typeof entry === 'string' ? entry : entry[0]));
  const leaves = entries.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry[1]));
  // Items without a sub-list are pages: the top-level pages and the groups' pages, in document order.
  await expect(menu.getByRole('listitem').filter({ hasNot: nested })).toHaveText(leaves);
  // Items with a sub-list are the groups.
  const groups = entries.filter((entry): entry is [string, string[]] => typeof entry !== 'string');
  const groupItems = menu.getByRole('listitem').filter({ has: nested });
  await expect(groupItems).toHaveCount(groups.length);
  for (const [index, [name, pages]] of groups.entries()) {
    await expect(groupItems.nth(index)).toHaveText(new RegExp(`^${name}`));
    await expect(groupItems.nth(index).getByRole('list').getByRole('link')).toHaveText(pages);
  }
  // And every top-level entry is there, in order.
  const text = (await menu.innerText()).replace(/\s+/g, ' ');
  const positions = topLevel.map((name) => text.indexOf(name));
  expect(positions.every((p) => p >= 0), `menu "${text}" has ${topLevel.join(', ')}`).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

async function signInAs(page: Page, role: DemoRole, tenant: TenantName) {
  const user = demoUser(role, tenant);
  await signIn(page, TENANTS[tenant].origin, user.email, user.loginPage);
}

/** The header shows the tenant's company name and its logo, and the logo image really loaded. */
async function expectBrandedHeader(page: Page, tenant: TenantName) {
  const brand = shell(page).header.getByRole('link', { name: TENANTS[tenant].company });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveText(TENANTS[tenant].company);
  const logo = brand.locator('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`${tenant}`));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

for (const tenant of ['acme', 'globex'] as const) {
  test.describe(`on ${TENANTS[tenant].company}`, () => {
    test('a publisher sees the publisher menu, the account manager and no customizer', async ({ page }) => {
      await signInAs(page, 'publisher', tenant);
      const { sidebar, customizerButton } = shell(page);
      await expectMenu(page, MENUS.publisher);

      const { manager } = TENANTS[tenant];
      const card = sidebar.getByRole('complementary', { name: 'Your account manager' });
      await expect(card).toContainText(manager.name);
      await expect(card.getByRole('link', { name: manager.email })).toHaveAttribute('href', `mailto:${manager.email}`);
      await expect(card.getByRole('link', { name: manager.skype })).toBeVisible();
      await expect(card).toContainText(`Skype: ${manager.skype}`);

      await expectBrandedHeader(page, tenant);
      await expect(shell(page).header).toContainText(tenant === 'acme' ? 'Paul Publisher' : 'Peter Publisher');
      await expect(customizerButton).toHaveCount(0);
    });

    test('an advertiser sees the advertiser menu and no customizer', async ({ page }) => {
      await signInAs(page, 'advertiser', tenant);
      const { sidebar, customizerButton } = shell(page);
      await expectMenu(page, MENUS.advertiser);
      await expect(sidebar.getByRole('complementary', { name: 'Your account manager' })).toHaveCount(0);
      await expectBrandedHeader(page, tenant);
      await expect(customizerButton).toHaveCount(0);
    });

    test('the network owner sees the network menu and the theme customizer', async ({ page }) => {
      await signInAs(page, 'owner', tenant);
      const { menu, customizerButton } = shell(page);
      await expectMenu(page, MENUS.owner);
      await expectBrandedHeader(page, tenant);
      await expect(customizerButton).toBeVisible();
      await menu.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/network\/settings$/);
      await expect(shell(page).pageTitle).toHaveText('Network settings');
    });

    test('the super admin signs in on this host and sees the Networks menu', async ({ page }) => {
      await signInAs(page, 'admin', tenant);
      const { menu, customizerButton } = shell(page);
      await expectMenu(page, MENUS.admin);
      await expect(customizerButton).toHaveCount(0);
      await menu.getByRole('link', { name: 'Networks' }).click();
      await expect(page).toHaveURL(/\/network\/networks$/);
      await expect(shell(page).pageTitle).toHaveText('Networks');
    });
  });
}

test.describe('every area page loads its remote and shows its title', () => {
  const publisherPages: [string, string][] = [
    ['/offers/all', 'All offers'],
    ['/offers/active', 'Active offers'],
    ['/offers/public', 'Public offers'],
    ['/offers/private', 'Private offers'],
    ['/statistics/reports', 'Reports'],
    ['/statistics/conversions', 'Conversions'],
    ['/postback/list', 'Postbacks'],
    ['/api-details', 'API reference'],
  ];
  const ownerPages: [string, string][] = [
    ['/download-center', 'Download center'],
    ['/network/settings', 'Network settings'],
    ['/network/publishers', 'Publishers'],
  ];

  async function visitAll(page: Page, pages: [string, string][]) {
    for (const [path, title] of pages) {
      await page.goto(`${TENANTS.acme.origin}${path}`);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(shell(page).pageTitle, path).toHaveText(title);
      // The breadcrumb names the same page.
      await expect(shell(page).breadcrumb.getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByText('This part of the dashboard could not be loaded.')).toHaveCount(0);
    }
  }

  test('publisher: offers, statistics, postback and API reference', async ({ page }) => {
    await signInAs(page, 'publisher', 'acme');
    await visitAll(page, publisherPages);
  });

  test('network owner: download center, network settings and publishers', async ({ page }) => {
    await signInAs(page, 'owner', 'acme');
    await visitAll(page, ownerPages);
  });
});
