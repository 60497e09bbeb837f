import { expect, type Page, test } from '@playwright/test';
import { ACME, GLOBEX } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__affnetViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __affnetViolation: (text: string) => void }).__affnetViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  return violations;
}

test('the sign-in page, drawn and live, runs under its policy and may not be framed', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto(`${GLOBEX}/login`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("an owner's pages, with their remotes, languages and charts, run under the policy", async ({ page }) => {
  const violations = await recordViolations(page);
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/dashboard' });
  for (const path of ['/offers/all', '/statistics/report', '/network/settings', '/network/publishers', '/dashboard']) {
    await page.goto(`${ACME}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  expect(violations).toEqual([]);
});
