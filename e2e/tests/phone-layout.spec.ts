import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, demoUser } from '../support/demo-users';
import { ACME, API } from '../support/environment';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 28, item 1: on a phone the menu covers the page instead of pushing it, there is no permanent icon rail, the
 * page keeps the screen's width and Logout stays in sight, on every page of every role's menu, menu open or closed.
 * `scrollWidth` is the proof: a mobile viewport's `innerWidth` grows with overflowing content.
 */
const PHONE = { width: 390, height: 844 };

interface MenuPage {
  name: string;
  href: string;
}

/** Waits until the page's data is in: its heading, and no spinner left (a table may widen the page once loaded). */
async function settled(page: Page) {
  const { content, pageTitle } = shell(page);
  await expect(pageTitle).toBeVisible();
  // A spinner is a labelled status with no text (a form's empty message region has no label).
  await expect(content.getByRole('status').filter({ hasNotText: /\S/ }).and(page.locator('[aria-label]'))).toHaveCount(
    0,
  );
  await expect(page.getByTestId('busy-spinner')).toHaveCount(0);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Every page the role's menu links to, read from the open menu. */
async function menuPages(page: Page): Promise<MenuPage[]> {
  const links = shell(page).sidebar.getByRole('link');
  const found = await links.evaluateAll((all) =>
    all.map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
  );
  const seen = new Set<string>();
  return found.filter((link) => link.href.startsWith('/') && !seen.has(link.href) && seen.add(link.href));
}

async function expectPhoneFits(page: Page, where: string) {
  expect.soft(await pageWidth(page), `${where}: the page is no wider than the screen`).toBeLessThanOrEqual(PHONE.width);
  await expect.soft(shell(page).logout, `${where}: Logout in sight`).toBeInViewport({ ratio: 1 });
}

async function expectMenuClosed(page: Page, where: string) {
  const { sidebar, toggle, content } = shell(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await expect(page.getByTestId('menu-scrim')).toHaveCount(0);
  // No rail beside the page: the content starts at the screen's edge and takes its whole width.
  const box = await content.boundingBox();
  expect.soft(box?.x ?? -1, `${where}: content starts at the edge`).toBeLessThanOrEqual(0.5);
  expect.soft(box?.width ?? 0, `${where}: content takes the screen's width`).toBeGreaterThanOrEqual(PHONE.width - 1);
  await expectPhoneFits(page, `${where} (menu closed)`);
}

async function openMenu(page: Page, where: string) {
  const { sidebar, toggle } = shell(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeInViewport();
  await expect(page.getByTestId('menu-scrim')).toBeVisible();
  // Focus goes into the menu.
  await expect.poll(() => sidebar.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
  await expectPhoneFits(page, `${where} (menu open)`);
}

for (const role of ['owner', 'publisher', 'advertiser', 'admin'] as const satisfies DemoRole[]) {
  test.describe(`the ${role} on a phone`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('every page of the menu keeps the screen width, menu open and closed, with Logout in sight', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { email, loginPage } = demoUser(role, 'acme');
      const origin = role === 'admin' ? API : ACME;
      await openSignedIn(page, origin, email, { loginPage });
      await settled(page);
      await expectMenuClosed(page, '/dashboard');
      await openMenu(page, '/dashboard');
      const pages = await menuPages(page);
      expect(pages.length, 'the menu lists pages').toBeGreaterThan(1);
      if (role === 'owner') await shot(page, 'phone-menu-open-390.png');

      for (const { name, href } of pages) {
        await test.step(href, async () => {
          // The menu is open here (from the page before): a page chosen in it closes it.
          const link = shell(page).sidebar.getByRole('link', { name, exact: true });
          await link.and(page.locator(`[href="${href}"]`)).click();
          // A page may open on one of its own tabs (Settings does).
          await expect(page).toHaveURL(
            (url) => url.href === `${origin}${href}` || url.href.startsWith(`${origin}${href}/`),
          );
          await settled(page);
          await expectMenuClosed(page, href);
          if (role === 'owner' && href === '/dashboard') await shot(page, 'phone-menu-closed-390.png');
          await openMenu(page, href);
        });
      }

      // Escape closes the menu and gives focus back to ☰; a tap on the scrim closes it too.
      await page.keyboard.press('Escape');
      await expect(shell(page).toggle).toBeFocused();
      await expectMenuClosed(page, 'after Escape');
      await openMenu(page, 'again');
      await page.getByTestId('menu-scrim').click({ position: { x: PHONE.width - 20, y: 200 } });
      await expectMenuClosed(page, 'after a tap on the scrim');
    });
  });
}

/** A 200×64 logo, served in place of every Acme logo variant: an owner's real wide upload. */
const WIDE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64">
<rect width="200" height="64" fill="#0b5cad"/></svg>`;

/** The long French 'Centre de téléchargement' keeps its menu icon whole: the label wraps, the icon keeps 20 px. */
async function expectWholeIcons(page: Page) {
  await shell(page).language.selectOption('fr');
  // The menu's own name is French now too.
  const menu = page.getByTestId('sidebar');
  const entry = menu.getByRole('link', { name: 'Centre de téléchargement' });
  await expect(entry).toBeVisible();
  const icon = await entry.locator('svg').boundingBox();
  expect(icon?.width, 'the icon keeps its width').toBeCloseTo(20, 0);
  expect(icon?.height, 'the icon keeps its height').toBeCloseTo(20, 0);
  const label = await entry.getByText('Centre de téléchargement').boundingBox();
  const frame = await menu.boundingBox();
  expect((label?.x ?? 0) + (label?.width ?? 0), 'the label stays inside the menu').toBeLessThanOrEqual(
    (frame?.x ?? 0) + (frame?.width ?? 0) + 0.5,
  );
}

test.describe('the owner on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header's logo block is never wider than the sidebar, with a wide logo", async ({ page }) => {
    await page.route(/\/uploads\/acme\/logo[^/]*$/, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: WIDE_LOGO }),
    );
    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
    const { header, sidebar, toggle } = shell(page);
    const logo = header.getByRole('link', { name: 'Acme Media' });
    await expect(logo.locator('img')).toBeVisible();
    for (const state of ['full', 'mini-sidebar'] as const) {
      await expect(page.getByTestId('sidebar')).toHaveAttribute('data-sidebartype', state);
      const logoBox = await logo.boundingBox();
      const sidebarBox = await sidebar.boundingBox();
      expect(logoBox?.width, `${state}: logo block no wider than the sidebar`).toBeLessThanOrEqual(
        (sidebarBox?.width ?? 0) + 0.5,
      );
      await shot(page, `shell-${state}-1280.png`);
      await toggle.click();
    }
  });

  test('a long French menu label wraps and keeps its icon whole', async ({ page }) => {
    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
    await expectWholeIcons(page);
  });
});

test.describe('the owner on a phone, in French', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the open menu keeps every icon whole', async ({ page }) => {
    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
    await openMenu(page, '/dashboard');
    await expectWholeIcons(page);
    await shot(page, 'phone-menu-open-fr-390.png');
  });
});
