import { expect, type Page, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { ACME, E2E_PORT } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

const RESERVED = 'This address belongs to the platform or to another network id.';
const TAKEN = 'This domain is already used by another network.';

async function trySave(page: Page, tracking: string, message: string) {
  const domains = page.getByRole('region', { name: 'Domains' });
  await domains.getByLabel('Tracking domain').fill(tracking);
  await domains.getByRole('button', { name: 'Save' }).click();
  await expect(domains.getByText(message)).toBeVisible({ timeout: 20_000 });
}

test('the owner is told, on the tracking domain, why a host that is not his network’s is refused', async ({ page }) => {
  const owner = await openSignedIn(page, ACME, 'owner@acme.test', {
    loginPage: '/login/network',
    path: '/network/settings/domains',
  });
  // An id nobody has registered yet, the platform's own host, another network's address.
  await trySave(page, `victim.localhost:${E2E_PORT}`, RESERVED);
  await trySave(page, `localhost:${E2E_PORT}`, RESERVED);
  await trySave(page, `globex.localhost:${E2E_PORT}`, TAKEN);
  const settings = await apiCall<{ domain: { tracking: string | null } }>(
    page.request,
    ACME,
    'GET',
    '/api/get/network/setting',
    { token: owner.token },
  );
  expect(settings.body.payload?.domain.tracking).toBeNull();
});
