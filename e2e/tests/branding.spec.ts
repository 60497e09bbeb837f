import { expect, type Page, test } from '@playwright/test';
import { TENANTS, type TenantName } from '../support/demo-users';
import { cssOf } from '../support/shell';

/** What a visitor sees of a tenant's sign-in page before signing in: name, logo and page colour. */
async function loginBranding(page: Page, tenant: TenantName) {
  const { origin, company } = TENANTS[tenant];
  await page.goto(`${origin}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const logo = page.getByRole('img', { name: company });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(company, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(company));
  return { logo: await logo.getAttribute('src'), background: await cssOf(page.locator('body'), 'background-color') };
}

test('each tenant brands its sign-in page with its own name, logo and theme', async ({ page }) => {
  const acme = await loginBranding(page, 'acme');
  // Each page shows only its own network's name.
  await expect(page.getByText(TENANTS.globex.company)).toHaveCount(0);
  const globex = await loginBranding(page, 'globex');
  await expect(page.getByText(TENANTS.acme.company)).toHaveCount(0);

  expect(acme.logo).not.toEqual(globex.logo);
  // Acme is light, Globex dark: the page background differs and Globex's is the darker one.
  expect(acme.background).not.toEqual(globex.background);
  expect(luminance(globex.background)).toBeLessThan(luminance(acme.background));
});

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
