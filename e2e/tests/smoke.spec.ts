import { expect, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { signIn } from '../support/sign-in';

test('a publisher of Acme signs in and sees the dashboard', async ({ page }) => {
  await signIn(page, ACME, 'publisher@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Maria Manager')).toBeVisible();
});
