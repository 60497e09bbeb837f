import { expect, test } from '@playwright/test';
import { ACME, REMOTE_PORTS } from '../support/environment';
import { shell } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

const FAILED = 'This part of the dashboard could not be loaded. The rest keeps working.';

test('a remote that is down breaks only its own area, and Retry loads it once it is back', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  // Every file of the offers remote, on its own origin or from its release folder on the main one.
  const offersFiles = (url: URL) =>
    url.port === String(REMOTE_PORTS.mfe_offers) || url.pathname.startsWith('/remotes/mfe_offers/');
  await page.route(offersFiles, (route) => route.abort());

  const { menu, header, pageTitle } = shell(page);
  await menu.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(`${ACME}/offers/all`);
  const failure = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The header and the sidebar keep working.
  await expect(header.getByRole('link', { name: 'Acme Media' })).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  await expect(pageTitle).toHaveText('Dashboard');
  await menu.getByRole('link', { name: 'Active', exact: true }).click();
  await expect(failure).toBeVisible();

  await page.unroute(offersFiles);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(pageTitle).toHaveText('Active offers');
  await expect(failure).toHaveCount(0);
});
