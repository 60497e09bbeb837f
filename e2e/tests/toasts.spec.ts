import { expect, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { toast } from '../support/shell';
import { submitLogin } from '../support/sign-in';

test('a wrong password shows one error toast; a quick second try counts on it', async ({ page }) => {
  await page.goto(`${ACME}/login`);
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  await submitLogin(page, 'nobody@acme.test', 'Wrong-password-1');
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
