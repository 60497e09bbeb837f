import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { TENANTS } from '../support/demo-users';
import { ACME } from '../support/environment';
import { choose, cssOf, expectCss, openCustomizer, shell, toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';
import { savedTheme } from '../support/theme';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not rendered`);
  return found;
}

const background = (locator: Locator) => cssOf(locator, 'background-color');

// Each setting of the customizer changes the page at once: one test per setting (or pair of settings).
test.describe('each setting of the customizer changes the page at once', () => {
  let restoreTheme: () => Promise<void> = async () => {};

  test.beforeEach(async ({ page, request }) => {
    const theme = await savedTheme(request, TENANTS.acme);
    expect(theme.original.theme).toBe('light');
    restoreTheme = theme.restore;
    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
  });

  // Whatever happens in a test, Acme's saved theme is the seeded one again for the next test.
  test.afterEach(async () => {
    await restoreTheme();
  });

  test('the theme setting: dark changes the theme and the page colour', async ({ page }) => {
    const { root } = shell(page);
    const dialog = await openCustomizer(page);
    const lightPage = await background(root);
    await choose(dialog, 'Theme', 'Dark');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expectCss(root, 'background-color', 'rgb(17, 24, 39)');
    expect(lightPage).not.toBe('rgb(17, 24, 39)');
    await choose(dialog, 'Theme', 'Light');
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expectCss(root, 'background-color', lightPage);
  });

  test('the direction setting: right to left mirrors the page, the sidebar moves to the right of the content', async ({
    page,
  }) => {
    const { sidebar, content } = shell(page);
    const dialog = await openCustomizer(page);
    expect((await box(sidebar)).x).toBeLessThan((await box(content)).x);
    await choose(dialog, 'Direction', 'Right to left');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => (await box(sidebar)).x > (await box(content)).x).toBe(true);
    await choose(dialog, 'Direction', 'Left to right');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(async () => (await box(sidebar)).x < (await box(content)).x).toBe(true);
  });

  test('the layout setting: horizontal puts the menu above the content, across the page', async ({ page }) => {
    const { root, sidebar, content } = shell(page);
    const dialog = await openCustomizer(page);
    await choose(dialog, 'Layout', 'Horizontal');
    await expect(root).toHaveAttribute('data-layout', 'horizontal');
    await expect
      .poll(async () => {
        const menu = await box(sidebar);
        return menu.y + menu.height <= (await box(content)).y && menu.width > 1000;
      })
      .toBe(true);
    await choose(dialog, 'Layout', 'Vertical');
    await expect(root).toHaveAttribute('data-layout', 'vertical');
    await expect.poll(async () => (await box(sidebar)).width).toBe(250);
  });

  test("the width setting: boxed limits the page's width on a wide window (1280 px), full uses all of it", async ({
    page,
  }) => {
    const { root } = shell(page);
    const dialog = await openCustomizer(page);
    expect((await box(root)).width).toBe(1280);
    await choose(dialog, 'Width', 'Boxed');
    await expect(root).toHaveAttribute('data-boxed', 'boxed');
    await expect.poll(async () => (await box(root)).width).toBeLessThan(1280);
    expect((await box(root)).x).toBeGreaterThan(0);
    await choose(dialog, 'Width', 'Full');
    await expect.poll(async () => (await box(root)).width).toBe(1280);
  });

  test('the sidebar type setting: each is applied as chosen on a wide window, and narrows the sidebar accordingly', async ({
    page,
  }) => {
    const dialog = await openCustomizer(page);
    const widths: Record<string, number> = {};
    for (const [option, type] of [
      ['Icon bar', 'iconbar'],
      ['Mini', 'mini-sidebar'],
      ['Overlay', 'overlay'],
      ['Full', 'full'],
    ] as const) {
      await choose(dialog, 'Sidebar type', option);
      await expect(page.getByTestId('sidebar')).toHaveAttribute('data-sidebartype', type);
      widths[type] = (await page.getByTestId('sidebar').boundingBox())?.width ?? 0;
    }
    expect(widths.full).toBeGreaterThan(widths.iconbar ?? 0);
    expect(widths.iconbar).toBeGreaterThan(widths['mini-sidebar'] ?? 0);
  });

  test('the sidebar and header position settings: fixed stays in place, "Scrolls" moves with the page', async ({
    page,
  }) => {
    const { sidebar, header } = shell(page);
    const dialog = await openCustomizer(page);
    // Sidebar position: fixed keeps the sidebar in place (sticky), "Scrolls" lets it move with the page.
    await expectCss(sidebar, 'position', /^(sticky|fixed)$/);
    await choose(dialog, 'Sidebar position', 'Scrolls');
    await expectCss(sidebar, 'position', /^(relative|absolute|static)$/);

    // Header position, seen by scrolling a page taller than the window: a fixed header stays at the top.
    await page.setViewportSize({ width: 1280, height: 400 });
    await expectCss(header, 'position', /^(sticky|fixed)$/);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await box(header)).y).toBe(0);
    await choose(dialog, 'Header position', 'Scrolls');
    await expectCss(header, 'position', /^(relative|absolute|static)$/);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(async () => (await box(header)).y).toBeLessThan(-100);
    await choose(dialog, 'Header position', 'Fixed');
    await choose(dialog, 'Sidebar position', 'Fixed');
    await expectCss(sidebar, 'position', /^(sticky|fixed)$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  test('the colour settings: each paints its own area, six skins', async ({ page }) => {
    const { sidebar, header } = shell(page);
    const dialog = await openCustomizer(page);
    const logoArea = header.getByRole('link', { name: 'Acme Media' });
    // Skins: each colour setting paints its own area; the same skin is the same colour everywhere, six colours.
    const colours: string[] = [];
    for (const skin of [1, 2, 3, 4, 5, 6]) {
      await choose(dialog, 'Navbar colour', `Skin ${skin}`);
      await choose(dialog, 'Sidebar colour', `Skin ${skin}`);
      await choose(dialog, 'Logo colour', `Skin ${skin}`);
      const navbar = await background(header);
      await expectCss(sidebar, 'background-color', navbar);
      await expectCss(logoArea, 'background-color', navbar);
      colours.push(navbar);
    }
    expect(new Set(colours).size).toBe(6);
    // And each setting on its own: only its area changes.
    await choose(dialog, 'Navbar colour', 'Skin 2');
    await expectCss(header, 'background-color', colours[1] as string);
    await expectCss(sidebar, 'background-color', colours[5] as string);
    await choose(dialog, 'Sidebar colour', 'Skin 3');
    await expectCss(sidebar, 'background-color', colours[2] as string);
    await expectCss(logoArea, 'background-color', colours[5] as string);
    await choose(dialog, 'Logo colour', 'Skin 4');
    await expectCss(logoArea, 'background-color', colours[3] as string);
    await expectCss(header, 'background-color', colours[1] as string);
  });

  test("nothing is saved without Save: a reload shows the network's saved theme again", async ({ page }) => {
    const { root, header } = shell(page);
    const dialog = await openCustomizer(page);
    await choose(dialog, 'Navbar colour', 'Skin 1');
    const skin1 = await background(header);
    await choose(dialog, 'Theme', 'Dark');
    await choose(dialog, 'Navbar colour', 'Skin 4');
    await choose(dialog, 'Sidebar colour', 'Skin 3');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => background(header)).not.toBe(skin1);

    await page.reload();
    await expect(root).toHaveAttribute('data-theme', 'light');
    await expectCss(header, 'background-color', skin1);
  });
});

async function saveTheme(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  const saved = toast(page, 'Success!');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText('Theme saved');
}

// A saved theme survives a reload and reaches the network members; saving it back restores it: three steps in
// order. Whatever happens, Acme's saved theme is the seeded one again afterwards.
test.describe
  .serial('a saved theme survives a reload and reaches the network members', () => {
    let restore: (api: APIRequestContext) => Promise<void> = async () => {};

    test.beforeAll(async ({ request }) => {
      const theme = await savedTheme(request, TENANTS.acme);
      expect(theme.original.theme).toBe('light');
      restore = theme.restore;
    });

    test.afterAll(async ({ request }) => {
      await restore(request);
    });

    test('the owner saves a theme, and it survives a reload', async ({ page }) => {
      await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
      const { root } = shell(page);
      let dialog = await openCustomizer(page);
      await choose(dialog, 'Theme', 'Dark');
      await choose(dialog, 'Navbar colour', 'Skin 5');
      await saveTheme(page, dialog);

      await page.reload();
      await expect(root).toHaveAttribute('data-theme', 'dark');
      await expectCss(root, 'background-color', 'rgb(17, 24, 39)');
      dialog = await openCustomizer(page);
      await expect(
        dialog.getByRole('group', { name: 'Theme', exact: true }).getByRole('radio', { name: 'Dark' }),
      ).toBeChecked();
      await expect(
        dialog.getByRole('group', { name: 'Navbar colour' }).getByRole('radio', { name: 'Skin 5' }),
      ).toBeChecked();
    });

    test('a publisher of the same network gets the saved theme', async ({ page: publisher }) => {
      await openSignedIn(publisher, ACME, 'publisher@acme.test');
      await expect(shell(publisher).root).toHaveAttribute('data-theme', 'dark');
    });

    test('saved back through the customizer, the original theme returns', async ({ page }) => {
      await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
      const { root } = shell(page);
      let dialog = await openCustomizer(page);
      await choose(dialog, 'Theme', 'Light');
      await choose(dialog, 'Navbar colour', 'Skin 1');
      await saveTheme(page, dialog);
      await page.reload();
      await expect(root).toHaveAttribute('data-theme', 'light');
      dialog = await openCustomizer(page);
      await expect(
        dialog.getByRole('group', { name: 'Navbar colour' }).getByRole('radio', { name: 'Skin 1' }),
      ).toBeChecked();
    });
  });
