import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ACME } from '../support/environment';
import { choose, openCustomizer, shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/** A 200×64 logo, served in place of every Acme logo variant: what an owner with a real wide logo uploads. */
const WIDE_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64">
<rect width="200" height="64" fill="#0b5cad"/><text x="100" y="42" font-size="28" text-anchor="middle"
fill="#fff" font-family="sans-serif">ACME LOGO</text></svg>`;

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn`);
  return box;
}

/** The header's parts (the visible ones) each in its own place, all inside the window. */
async function expectHeaderFits(page: Page) {
  const { header, logout, language, toggle } = shell(page);
  const logo = header.getByRole('link', { name: 'Acme Media' });
  await expect(logo.locator('img')).toBeVisible();
  await expect.poll(() => logo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const parts = [logo, toggle, language, logout];
  const user = header.getByTestId('signed-in-user');
  if (await user.isVisible()) parts.push(user);
  const boxes = await Promise.all(parts.map(boxOf));
  const width = page.viewportSize()?.width ?? 0;
  for (const [i, a] of boxes.entries()) {
    expect(a.x, `${parts[i]} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width, `${parts[i]} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
    for (const [j, b] of boxes.entries()) {
      if (j > i) expect(overlap(a, b), `${parts[i]} and ${parts[j]} overlap`).toBe(false);
    }
  }
  // The logo itself stays inside its box.
  const image = await boxOf(logo.locator('img'));
  const frame = await boxOf(logo);
  expect(image.x).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect(image.x + image.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  // Nothing of the header reaches past its own edge (the page's content is judged by its own tests).
  expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

/** The company name is shown whole (no "Acme Med…") when the header has room for it. */
async function expectWholeCompanyName(page: Page) {
  const name = shell(page).header.getByTestId('company-name');
  await expect(name).toHaveText('Acme Media');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.route(/\/uploads\/acme\/logo[^/]*$/, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: WIDE_LOGO }),
  );
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
});

for (const dir of ['ltr', 'rtl'] as const) {
  test(`a 200×64 logo fits the header in ${dir} at 1280 and 390 px`, async ({ page }) => {
    if (dir === 'rtl') {
      // Chosen in the customizer without saving: it applies to this page only.
      const dialog = await openCustomizer(page);
      await choose(dialog, 'Direction', 'Right to left');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await expectHeaderFits(page);
    await expectWholeCompanyName(page);
    await expect(shell(page).header.getByTestId('signed-in-user')).toContainText('Alice Owner');
    await shot(page, `header-logo-${dir}-1280.png`);
    await expectNoSeriousViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectHeaderFits(page);
    await shot(page, `header-logo-${dir}-390.png`);
  });
}
