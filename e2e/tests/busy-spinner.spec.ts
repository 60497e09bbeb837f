import { expect, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

test('the busy spinner shows while a request is in flight and goes away after', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  const spinner = page.getByTestId('busy-spinner');
  await expect(spinner).toHaveCount(0);

  // Hold the theme request of the next page load until the spinner has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const requested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(/\/api\/network\/get\/theme\/?$/, async (route) => {
    arrived();
    await held;
    await route.continue();
  });

  await page.reload();
  await requested;
  await expect(page.getByTestId('main-shell')).toBeVisible();
  await expect(spinner).toBeVisible();
  await expect(spinner.getByRole('status')).toBeVisible();
  // Still there while the request waits: it follows the request, not a timer.
  await page.waitForTimeout(500);
  await expect(spinner).toBeVisible();

  release();
  await expect(spinner).toHaveCount(0);
});
