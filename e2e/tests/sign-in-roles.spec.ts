import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, demoUser, TENANTS, type TenantName } from '../support/demo-users';
import { shell } from '../support/shell';
import { type LoginPage, openSignedIn, signIn } from '../support/sign-in';

/** A menu entry: a page, or a group with its pages. */
type MenuEntry = string | [group: string, pages: string[]];

const OFFERS_ALL: MenuEntry = ['Offers', ['All', 'Active', 'Public', 'Private']];
const STATISTICS: MenuEntry = ['Statistics', ['Report', 'Conversion']];

/** Each role's menu, in order; the publisher's is the spec's (section 2), then Payments (issue 30). */
const MENUS: Record<DemoRole, MenuEntry[]> = {
  publisher: ['Dashboard', OFFERS_ALL, STATISTICS, 'Api Reference', 'Postback', 'Payments'],
  advertiser: ['Dashboard', ['Offers', ['All', 'Active']], STATISTICS, 'Invoices', 'Download center'],
  owner: [
    'Dashboard',
    ['Offers', ['All', 'Active', 'Public', 'Private', 'Access requests', 'New offer']],
    STATISTICS,
    'Publishers',
    'Payouts',
    'Billing',
    'Advertisers',
    'Postback approvals',
    'Settings',
    'Audit log',
    'Download center',
  ],
  admin: ['Dashboard', 'Networks', 'Remotes'],
};

/** The sidebar shows exactly these entries, in this order, each group with its own pages under it. */
async function expectMenu(page: Page, entries: MenuEntry[]) {
  const { menu } = shell(page);
  // Every item in document order: a group's item (its name, then its pages' names) and then its pages.
  const items = entries.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : [new RegExp(`^${entry[0]}${entry[1].join('')}$`), ...entry[1]],
  );
  await expect(menu.getByRole('listitem')).toHaveText(items);
  for (const [group, pages] of entries.filter((entry) => typeof entry !== 'string')) {
    const groupItem = menu.getByRole('listitem').filter({ hasText: new RegExp(`^${group}`) });
    await expect(groupItem.getByRole('list').getByRole('link')).toHaveText(pages);
  }
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

    test('the super admin signs in on this host and sees the Networks and Remotes menu', async ({ page }) => {
      await signInAs(page, 'admin', tenant);
      const { menu, customizerButton } = shell(page);
      await expectMenu(page, MENUS.admin);
      await expectBrandedHeader(page, tenant);
      await expect(shell(page).header).toContainText('Sam Admin');
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
    ['/aff/list', 'Postbacks'],
    ['/api-details', 'API reference'],
    ['/download-center', 'Download center'],
  ];
  const ownerPages: [string, string][] = [
    ['/download-center', 'Download center'],
    ['/network/settings/tracking', 'Network settings'],
    ['/network/publishers', 'Publishers'],
    ['/network/payouts', 'Payouts'],
    ['/network/billing', 'Billing'],
    ['/network/advertisers', 'Advertisers'],
    ['/network/postbacks', 'Postback approvals'],
    ['/network/audit-log', 'Audit log'],
  ];

  // One test per page, each opened directly, signed in through the API: no test walks through them all.
  const visits: [who: string, email: string, loginPage: LoginPage, pages: [string, string][]][] = [
    ['publisher', 'publisher@acme.test', '/login', publisherPages],
    ['network owner', 'owner@acme.test', '/login/network', ownerPages],
  ];
  for (const [who, email, loginPage, pages] of visits) {
    for (const [path, title] of pages) {
      test(`${who}: ${path}`, async ({ page }) => {
        await openSignedIn(page, TENANTS.acme.origin, email, { loginPage, path });
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(shell(page).pageTitle, path).toHaveText(title);
        // The breadcrumb names the same page.
        await expect(shell(page).breadcrumb.getByText(title, { exact: true })).toBeVisible();
        await expect(page.getByText('This part of the dashboard could not be loaded.')).toHaveCount(0);
      });
    }
  }
});
