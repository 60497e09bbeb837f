import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ACME, GLOBEX } from '../support/environment';
import { openCustomizer, shell } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

const PUBLIC_PAGES: [string, string][] = [
  [`${ACME}/login`, 'Sign in'],
  [`${GLOBEX}/login`, 'Sign in'],
  [`${ACME}/login/network`, 'Network sign-in'],
  [`${GLOBEX}/login/network`, 'Network sign-in'],
  [`${ACME}/forgot-password`, 'Reset your password'],
  [`${ACME}/register/publisher?token=acme-publisher-invite`, 'Join Acme Media as a publisher'],
  [`${GLOBEX}/register/advertiser?token=globex-advertiser-invite`, 'Join Globex Ads as an advertiser'],
  [`${ACME}/register/network`, 'Register your network'],
];

for (const [url, heading] of PUBLIC_PAGES) {
  test(`no serious accessibility violation on ${url.replace('http://', '')}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('no serious accessibility violation on a form showing its errors', async ({ page }) => {
  await page.goto(`${ACME}/register/network`);
  await page.getByRole('button', { name: 'Register network' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Network ID').fill('acme');
  await expect(page.getByText('“acme” is already taken')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violation on a publisher's dashboard", async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  await expect(page.getByRole('complementary', { name: 'Your account manager' })).toBeVisible();
  await expect(shell(page).pageTitle).toHaveText('Dashboard');
  await expectNoSeriousViolations(page);
});

test('no serious accessibility violation for a network owner with the customizer open', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
  await expect(shell(page).pageTitle).toHaveText('Dashboard');
  await openCustomizer(page);
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violation on Globex's dark theme", async ({ page }) => {
  await openSignedIn(page, GLOBEX, 'publisher@globex.test');
  await expect(shell(page).root).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('complementary', { name: 'Your account manager' })).toBeVisible();
  await expect(shell(page).pageTitle).toHaveText('Dashboard');
  await expectNoSeriousViolations(page);
  await shell(page).menu.getByRole('link', { name: 'Report' }).click();
  await expect(shell(page).pageTitle).toHaveText('Reports');
  await expectNoSeriousViolations(page);
});
