import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME, API, DEMO_PASSWORD } from '../support/environment';
import { shell } from '../support/shell';
import { signIn } from '../support/sign-in';
import { cardValue } from '../support/statistics';

const PASSWORD = 'People-e2e-2026';

/** A fresh publisher added by the owner through the API, so his figures start at zero. */
async function newPublisher(request: APIRequestContext, name: string) {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${uniqueSuffix()}@acme.test`;
  const { status, body } = await apiCall<{ id: number }>(request, ACME, 'POST', '/api/add/publisher', {
    token: owner.token,
    data: { name, email, company_name: `${name} Media`, password: PASSWORD, status: 'active' },
  });
  expect(status, body.msg).toBe(200);
  return { id: body.payload?.id as number, email };
}

/** `count` clicks of the publisher on an untargeted active offer, each followed by its postback. */
async function convert(request: APIRequestContext, email: string, count: number) {
  const publisher = await apiLogin(request, ACME, email, 'member', PASSWORD);
  const offers = await apiCall<{ rows: { id: number; countries: string[]; os: string[]; devices: string[] }[] }>(
    request,
    ACME,
    'GET',
    '/api/offers?tab=public&limit=100',
    { token: publisher.token },
  );
  const offer = offers.body.payload?.rows.find(
    (o) => o.os.length === 0 && o.devices.length === 0 && o.countries.length === 0,
  );
  if (!offer) throw new Error('No untargeted public offer');
  for (let i = 0; i < count; i++) {
    const link = await apiCall<{ url: string }>(request, ACME, 'GET', `/api/offers/${offer.id}/tracking-link`, {
      token: publisher.token,
    });
    const url = new URL(link.body.payload?.url ?? '');
    const click = await request.get(`${API}/click${url.search}`, {
      headers: { Host: url.host, 'x-affnet-test-country': 'US' },
      maxRedirects: 0,
    });
    expect(click.status()).toBe(302);
    const clickId = [...new URL(click.headers().location ?? '').searchParams.values()].find((v) =>
      /^[0-9a-f]{32}$/.test(v),
    );
    await expect(async () => {
      const postback = await request.get(`${API}/postback?click_id=${clickId}`, { headers: { Host: url.host } });
      expect(postback.status()).toBe(200);
    }).toPass();
  }
  return publisher;
}

async function openPublishers(page: Page) {
  await signIn(page, ACME, 'owner@acme.test', '/login/network', DEMO_PASSWORD);
  await page.goto(`${ACME}/network/publishers`);
  await expect(shell(page).pageTitle).toHaveText('Publishers');
}

test('the owner adds a publisher, edits him and deactivates him', async ({ page }) => {
  await openPublishers(page);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  const email = `nina.${uniqueSuffix()}@acme.test`;
  await page.getByRole('button', { name: 'Add publisher' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Name').fill('Nina Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company').fill('Nina Media');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Publisher Nina Newcomer' })).toBeVisible();
  // axe judges the page, not a toast caught mid-animation.
  await expect(page.getByText('Publisher Nina Newcomer added')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousViolations(page);

  await page.getByLabel('Name').fill('Nina Renamed');
  await page.getByLabel('Account manager').selectOption({ label: 'Maria Manager (maria@acme.test)' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Publisher Nina Renamed' })).toBeVisible();
  await expect(page.getByText('Account manager: Maria Manager')).toBeVisible();
  await page.getByLabel('Approve his offer access requests at once').check();
  await expect(page.getByText('Auto-approve is on for Nina Renamed')).toBeVisible();

  await page.getByRole('button', { name: 'Create credentials' }).click();
  await expect(page.getByText('Secret key (shown this once)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await page.getByLabel('Search publishers').fill('Nina Renamed');
  await expect(page.getByRole('row', { name: /Nina Renamed/ })).toContainText('Inactive');
});

test('the owner generates an invitation link and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ACME });
  await openPublishers(page);
  await page.getByLabel('Invite a').selectOption('advertiser');
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = page.getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(new RegExp(`^${ACME}/register/advertiser\\?token=`));
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await page.goto(await link.inputValue());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('cutback hides withheld conversions from the publisher; log in as him and return', async ({ page, request }) => {
  const name = `Cora Cutback ${uniqueSuffix()}`;
  const cora = await newPublisher(request, name);
  await openPublishers(page);
  await page.goto(`${ACME}/network/publishers?publisher=${cora.id}`);
  await expect(page.getByRole('heading', { name: `Publisher ${name}` })).toBeVisible();
  await page.getByRole('textbox', { name: /^Cutback/ }).fill('50');
  await page.getByRole('button', { name: 'Save cutback' }).click();
  await expect(page.getByText(`Cutback of ${name} set to 50%`)).toBeVisible();

  const publisher = await convert(request, cora.email, 4);
  const report = async (token: string) =>
    (
      await apiCall<{ totals: { conversions: number } }>(request, ACME, 'GET', '/api/statistics/report?preset=today', {
        token,
      })
    ).body.payload?.totals.conversions;
  expect(await report(publisher.token)).toBe(2);

  await page.getByLabel('Search publishers').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(/Active\s*4\s*4/);

  await page.getByRole('button', { name: 'Log in as publisher' }).click();
  await expect(page).toHaveURL(`${ACME}/dashboard`);
  const banner = page.getByRole('region', { name: `Viewing as ${name}` });
  await expect(banner).toBeVisible();
  await expect(shell(page).header).toContainText(name);
  await expect(cardValue(page, 'Today vs yesterday', 'Conversions')).toHaveText('2');
  await expectNoSeriousViolations(page);
  await page.goto(`${ACME}/offers/all`);
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page).toHaveURL(`${ACME}/network/publishers`);
  await expect(shell(page).pageTitle).toHaveText('Publishers');
  await expect(page.getByRole('region', { name: /Viewing as/ })).toHaveCount(0);
});
