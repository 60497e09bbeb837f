import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { ACME, API } from '../support/environment';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

// Never publisher@acme.test: other specs use his demo keys. publisher2 is one of the five the seed adds.
const PUBLISHER = 'publisher2@acme.test';

/** GET /publisher/offers/v2 with the given keys, as software of the publisher would call it. */
async function offersStatus(request: APIRequestContext, apikey: string, secretkey: string) {
  const response = await request.get(`${API}/publisher/offers/v2?limit=5`, {
    headers: { Host: new URL(ACME).host, apikey, secretkey },
  });
  return response.status();
}

/** The value shown beside a key's Copy button in the credentials card. */
const keyValue = (page: Page, name: 'API key' | 'Secret key') =>
  page
    .getByRole('definition')
    .filter({ has: page.getByRole('button', { name: `Copy ${name}` }) })
    .locator('code');

const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

test('a publisher creates and regenerates his API keys, the old ones stop working and Try it answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, ACME, PUBLISHER, { path: '/api-details' });
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /GET.*\/publisher\/offers\/v2/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Query parameters' })).toContainText('offer_type');
  await expect(page.getByRole('table', { name: 'Headers' })).toContainText('secretkey');
  await expect(page.getByRole('table', { name: 'Errors' })).toContainText('429');
  await expect(page.getByRole('link', { name: /download center/ })).toHaveAttribute('href', '/download-center');

  // A fresh database has no keys for him: create them (a rerun on the same data regenerates instead).
  const create = page.getByRole('button', { name: 'Create credentials' });
  const regenerate = page.getByRole('button', { name: 'Regenerate', exact: true });
  await expect(create.or(regenerate)).toBeVisible();
  if (await create.isVisible()) {
    await create.click();
    await expect(toast(page, 'API credentials created')).toBeVisible();
  } else {
    await regenerate.click();
    await page.getByRole('button', { name: 'Regenerate keys' }).click();
  }
  await expect(page.getByText(/shown only this once/)).toBeVisible();
  const old = {
    apikey: await textOf(keyValue(page, 'API key')),
    secret: await textOf(keyValue(page, 'Secret key')),
  };
  expect(old.secret.length).toBeGreaterThanOrEqual(43);
  expect(await offersStatus(page.request, old.apikey, old.secret)).toBe(200);
  await expectNoSeriousViolations(page);

  await regenerate.click();
  const dialog = page.getByRole('alertdialog', { name: 'Regenerate your API credentials?' });
  await expect(dialog).toContainText('stop working at once');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Regenerate keys' }).click();
  await expect(toast(page, 'API credentials regenerated')).toBeVisible();
  await expect(keyValue(page, 'API key')).not.toHaveText(old.apikey);
  const fresh = {
    apikey: await textOf(keyValue(page, 'API key')),
    secret: await textOf(keyValue(page, 'Secret key')),
  };
  expect(await offersStatus(page.request, old.apikey, old.secret)).toBe(401);
  expect(await offersStatus(page.request, fresh.apikey, old.secret)).toBe(401);
  expect(await offersStatus(page.request, fresh.apikey, fresh.secret)).toBe(200);

  // Try it: the API key is filled in; the curl sample follows the form and shows the secret only when asked to.
  await expect(page.getByLabel('API key', { exact: true })).toHaveValue(fresh.apikey);
  const curl = page.getByTestId('curl-sample');
  await expect(curl).toContainText('YOUR_SECRET_KEY');
  await page.getByLabel('Offer type').selectOption('active');
  await page.getByLabel('Limit').fill('3');
  await page.getByLabel('Secret key', { exact: true }).fill(fresh.secret);
  await expect(curl).toContainText('offer_type=active&limit=3&page=1');
  // A typed secret stays out of the sample (it is copied and shared) until the publisher asks to see it.
  await expect(curl).toContainText('secretkey: YOUR_SECRET_KEY');
  await page.getByLabel('Show the secret key in the field and in the curl sample').check();
  await expect(curl).toContainText(`secretkey: ${fresh.secret}`);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Status 200')).toBeVisible();
  await expect(page.getByText(/^\d+ ms$/)).toBeVisible();
  const body = page.getByRole('region', { name: 'Response body' });
  await expect(body).toContainText('"rows"');
  const json = JSON.parse(await textOf(body)) as { err: number; payload: { rows: unknown[]; limit: number } };
  expect(json.err).toBe(0);
  expect(json.payload.limit).toBe(3);
  expect(json.payload.rows.length).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  // The old secret is refused in the console too, and the answer is shown (no sign-out).
  await page.getByLabel('Secret key', { exact: true }).fill(old.secret);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Status 401')).toBeVisible();
  await expect(page.getByTestId('main-shell')).toBeVisible();
});
