import { expect, type Page, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { choose, openCustomizer, shell } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

const HEIGHT = 800;

async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
}

async function widthOf(page: Page): Promise<number> {
  return (await page.getByTestId('sidebar').boundingBox())?.width ?? 0;
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
});

test('a full sidebar becomes a mini-sidebar below 1170 px, and the toggle switches it', async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  const { toggle, menu } = shell(page);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'full');

  await resizeTo(page, 1170);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'full');
  const fullWidth = await widthOf(page);
  await resizeTo(page, 1169);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'mini-sidebar');
  // Only icons remain: a much narrower column, still with its links.
  await expect.poll(() => widthOf(page)).toBeLessThan(fullWidth / 2);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await resizeTo(page, 1170);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'full');

  await toggle.click();
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'mini-sidebar');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'full');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('an overlay sidebar stays one down to 767 px and the toggle opens it; at 766 every type is the overlay', async ({
  page,
}) => {
  const sidebar = page.getByTestId('sidebar');
  const { toggle, menu } = shell(page);
  // Chosen in the customizer without saving: it applies to this page only.
  const dialog = await openCustomizer(page);
  await choose(dialog, 'Sidebar type', 'Overlay');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(sidebar).toHaveAttribute('data-sidebartype', 'overlay');
  await expect(sidebar).toBeHidden();
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // A page chosen in the overlay menu closes it.
  await menu.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(`${ACME}/statistics/reports`);
  await expect(sidebar).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await resizeTo(page, 767);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'overlay');
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await toggle.click();
  await expect(sidebar).toBeHidden();

  // Issue 28: no permanent rail on a phone, whatever the chosen type.
  await resizeTo(page, 766);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'overlay');
  await expect(sidebar).toBeHidden();
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await resizeTo(page, 767);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'overlay');
});

test('under 767 px a full sidebar is the closed overlay menu, and back to a mini-sidebar above', async ({ page }) => {
  const sidebar = page.getByTestId('sidebar');
  const { toggle } = shell(page);
  await resizeTo(page, 766);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'overlay');
  await expect(sidebar).toBeHidden();
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await resizeTo(page, 767);
  await expect(sidebar).toHaveAttribute('data-sidebartype', 'mini-sidebar');
  await expect(sidebar).toBeVisible();
});
