import { expect, test } from '@playwright/test';
import { uniqueSuffix } from '../support/demo-users';
import { ACME, CLOCK_START } from '../support/environment';
import { toast } from '../support/shell';
import { submitLogin } from '../support/sign-in';

test('a wrong password shows one error toast; a quick second try counts on it', async ({ page }) => {
  // "Quick" in the browser's time, whatever the load: the page's clock (started at the server's CLOCK_START) stands
  // still once the form is there, so the 3 s toast is still open when the second answer comes, however slow it is.
  await page.clock.install({ time: CLOCK_START });
  await page.goto(`${ACME}/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Ten seconds ahead of the page's time: more than the few ms this call may take, so never "into the past".
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  // A new address each time: the per-address limit of failed sign-ins never answers instead.
  await submitLogin(page, `nobody-${uniqueSuffix()}@acme.test`, 'Wrong-password-1');
  const error = toast(page, 'Wrong email or password');
  await expect(error).toHaveCount(1);
  // Shown once, with no count yet.
  await expect(error).not.toContainText(/×\s*\d/);

  await expect(signInButton).toBeEnabled();
  await signInButton.click();
  await expect(error).toContainText('×2');
  await expect(error).toHaveCount(1);
  await expect(page).toHaveURL(`${ACME}/login`);
});
