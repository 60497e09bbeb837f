import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { type DemoRole, demoUser } from '../support/demo-users';
import { ACME, API } from '../support/environment';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 10, item 4: no page of any role scrolls sideways on a phone or a laptop; wide tables become cards or
 * scroll inside their own frame. Each role opens the pages of its own menu, plus the detail pages it may open.
 */
interface RolePage {
  path: string;
  /** The page shows a data table (or its empty state): checked with axe as well. */
  table?: boolean;
}

const PUBLISHER: RolePage[] = [
  { path: '/dashboard', table: true },
  { path: '/offers/all', table: true },
  { path: '/offers/active' },
  { path: '/offers/public' },
  { path: '/offers/private' },
  { path: '/offers/1' },
  { path: '/statistics/reports', table: true },
  { path: '/statistics/conversions', table: true },
  { path: '/api-details', table: true },
  { path: '/postback/list', table: true },
];

const OWNER: RolePage[] = [
  { path: '/dashboard' },
  { path: '/offers/all', table: true },
  { path: '/offers/active' },
  { path: '/offers/public' },
  { path: '/offers/private' },
  { path: '/offers/requests', table: true },
  { path: '/offers/new' },
  { path: '/offers/1' },
  { path: '/offers/1/edit' },
  { path: '/statistics/reports', table: true },
  { path: '/statistics/conversions', table: true },
  { path: '/network/publishers', table: true },
  { path: '/network/payouts', table: true },
  { path: '/network/advertisers', table: true },
  { path: '/network/postbacks', table: true },
  { path: '/network/settings' },
  { path: '/network/audit-log', table: true },
  { path: '/download-center', table: true },
];

const ADVERTISER: RolePage[] = [
  { path: '/dashboard' },
  { path: '/offers/all', table: true },
  { path: '/offers/active' },
  { path: '/offers/1' },
  { path: '/statistics/reports' },
  { path: '/statistics/conversions', table: true },
  { path: '/download-center' },
];

const ADMIN: RolePage[] = [{ path: '/dashboard' }, { path: '/network/networks', table: true }];

const PAGES: Record<DemoRole, RolePage[]> = {
  publisher: PUBLISHER,
  owner: OWNER,
  advertiser: ADVERTISER,
  admin: ADMIN,
};

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** The widest tables, saved to be looked at when a run asks for screenshots (E2E_SHOTS_DIR). */
const SHOT_PAGES = ['/statistics/conversions', '/statistics/reports', '/network/publishers', '/offers/requests'];

/** Waits until the page's data is in: its heading, no spinner left, and its table or empty state if it has one. */
async function settled(page: Page, rolePage: RolePage) {
  const main = shell(page).content;
  await expect(shell(page).pageTitle).toBeVisible();
  // Spinners are statuses with a label and no text; an empty state is a status with text; a form's message region
  // (its unsaved changes, said when there are some) is an empty status without a label.
  await expect(main.getByRole('status').filter({ hasNotText: /\S/ }).and(page.locator('[aria-label]'))).toHaveCount(0);
  await expect(page.getByTestId('busy-spinner')).toHaveCount(0);
  if (rolePage.table) {
    await expect(
      main
        .getByRole('table')
        .or(main.getByRole('status').filter({ hasText: /\S/ }))
        .first(),
    ).toBeVisible();
  }
}

/** How far the page reaches past the window's width (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const role of ['publisher', 'owner', 'advertiser', 'admin'] as const) {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`no page of the ${role} scrolls sideways at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(30_000 + PAGES[role].length * 15_000);
      await page.setViewportSize(viewport);
      const { email, loginPage } = demoUser(role, 'acme');
      const origin = role === 'admin' ? API : ACME;
      await openSignedIn(page, origin, email, { loginPage });
      for (const rolePage of PAGES[role]) {
        await test.step(rolePage.path, async () => {
          await page.goto(`${origin}${rolePage.path}`);
          await settled(page, rolePage);
          expect.soft(await sidewaysOverflow(page), `${rolePage.path} overflows sideways`).toBeLessThanOrEqual(0);
          if (rolePage.table && viewport === PHONE) await expectNoSeriousViolations(page);
          if (process.env.E2E_SHOTS_DIR && SHOT_PAGES.includes(rolePage.path) && role === 'owner') {
            const name = `${rolePage.path.slice(1).replace(/\//g, '-')}-${viewport.width}.png`;
            await shell(page).content.getByRole('table').first().scrollIntoViewIfNeeded();
            await shot(page, name);
          }
        });
      }
    });
  }
}

const KEY_CONVERSION_COLUMNS = ['Country', 'OS', 'IP', 'Status'];

for (const role of ['publisher', 'owner', 'advertiser'] as const) {
  test(`the ${role}'s conversions show their key columns on a 1280 px laptop`, async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    const { email, loginPage } = demoUser(role, 'acme');
    await openSignedIn(page, ACME, email, { loginPage, path: '/statistics/conversions' });
    const table = shell(page).content.getByRole('table', { name: 'Conversions' });
    await expect(table).toBeVisible();
    // The table's own frame: a column it scrolls out of sight is not shown either.
    const frame = await shell(page).content.getByRole('region', { name: 'Conversions' }).boundingBox();
    const end = Math.min(LAPTOP.width, (frame?.x ?? 0) + (frame?.width ?? 0));
    const headers = table.getByRole('columnheader');
    const names = await headers.allInnerTexts();
    // Money columns as the role may see them (an advertiser's is his cost): at least one, whichever it is.
    const money = names.filter((name) => ['Payout', 'Revenue', 'Cost'].includes(name));
    expect(money.length, 'a money column').toBeGreaterThan(0);
    const wanted = [...KEY_CONVERSION_COLUMNS, ...money, ...(role === 'owner' ? ['Actions'] : [])];
    for (const name of wanted) {
      const box = await headers.filter({ hasText: new RegExp(`^${name}$`) }).boundingBox();
      expect(box, `${name} is shown`).not.toBeNull();
      expect(box?.x ?? -1, `${name} starts in the window`).toBeGreaterThanOrEqual(frame?.x ?? 0);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends in the window and the table's frame`).toBeLessThanOrEqual(
        end + 0.5,
      );
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test('the column chooser of the conversions hides and shows columns, remembered after a reload', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/statistics/conversions' });
  const table = shell(page).content.getByRole('table', { name: 'Conversions' });
  await expect(table.getByRole('columnheader', { name: 'IP', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Click ID' })).toBeHidden();

  await shell(page).content.getByText('Columns', { exact: true }).click();
  const chooser = page.getByRole('group', { name: 'Columns shown in Conversions' });
  await chooser.getByRole('checkbox', { name: 'IP' }).uncheck();
  await chooser.getByRole('checkbox', { name: 'Click ID' }).check();
  await expect(table.getByRole('columnheader', { name: 'IP', exact: true })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Click ID' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Click ID' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'IP', exact: true })).toBeHidden();
  // Puts the defaults back for the tests after this one.
  await page.evaluate(() => localStorage.removeItem('affnet.table-columns.conversions'));
});

test('on a phone each access request is a card with its labels and both decisions inside it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/offers/requests' });
  const frame = shell(page).content.getByRole('region', { name: 'Publishers asking to run approval-required offers' });
  const card = frame
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Approve/ }) })
    .first();
  await expect(card).toBeVisible();
  // Each value keeps its column's name beside it.
  const labels = await card
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.slice(0, 4)).toEqual(['"Offer"', '"Publisher"', '"Requested"', '"Access"']);
  const frameBox = await frame.boundingBox();
  for (const name of [/^Approve/, /^Reject/]) {
    const box = await card.getByRole('button', { name }).boundingBox();
    expect(box, `${name} is shown`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} inside the card`).toBeLessThanOrEqual(
      (frameBox?.x ?? 0) + (frameBox?.width ?? 0),
    );
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
