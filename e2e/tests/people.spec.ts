import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME, API } from '../support/environment';
import { shell, toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';
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

/** The owner's Publishers page (`query` opens one publisher), signed in through the API. */
async function openPublishers(page: Page, query = '') {
  await openSignedIn(page, ACME, 'owner@acme.test', {
    loginPage: '/login/network',
    path: `/network/publishers${query}`,
  });
  await expect(shell(page).pageTitle).toHaveText('Publishers');
}

// Adding, editing and deactivating a publisher: three tests, the last two on a publisher added through the API.

test("no serious accessibility violation on the owner's list of publishers", async ({ page }) => {
  await openPublishers(page);
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the owner adds a publisher; the form first asks for the missing fields', async ({ page }) => {
  await openPublishers(page);
  const email = `nina.${uniqueSuffix()}@acme.test`;
  await page.getByRole('button', { name: 'Add publisher' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await page.getByLabel('Name').fill('Nina Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company').fill('Nina Media');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Publisher Nina Newcomer' })).toBeVisible();
  // axe judges the page, not a toast caught mid-animation: dismiss the toast rather than wait out its 3 s.
  const added = toast(page, 'Publisher Nina Newcomer added');
  await added.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Publisher Nina Newcomer added')).toBeHidden();
  await expectNoSeriousViolations(page);
});

test('the owner edits a publisher: name, account manager, auto-approve and API credentials', async ({
  page,
  request,
}) => {
  const nina = await newPublisher(request, 'Nina Newcomer');
  await openPublishers(page, `?publisher=${nina.id}`);
  await expect(page.getByRole('heading', { name: 'Publisher Nina Newcomer' })).toBeVisible();

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
});

test('the owner deactivates a publisher and the list shows him inactive', async ({ page, request }) => {
  const name = `Dora Deactivated ${uniqueSuffix()}`;
  const dora = await newPublisher(request, name);
  await openPublishers(page, `?publisher=${dora.id}`);
  await expect(page.getByRole('heading', { name: `Publisher ${name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await page.getByLabel('Search publishers').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Inactive');
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
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await page.goto(await link.inputValue());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Cutback hides withheld conversions from the publisher; the owner logs in as him and returns: three steps in order,
// on one fresh publisher (no earlier figures).
test.describe
  .serial('cutback hides withheld conversions from the publisher; log in as him and return', () => {
    const name = `Cora Cutback ${uniqueSuffix()}`;
    let cora: { id: number; email: string };

    test.beforeAll(async ({ request }) => {
      cora = await newPublisher(request, name);
    });

    test('the owner sets the cutback of a publisher', async ({ page }) => {
      await openPublishers(page, `?publisher=${cora.id}`);
      await expect(page.getByRole('heading', { name: `Publisher ${name}` })).toBeVisible();
      await page.getByRole('textbox', { name: /^Cutback/ }).fill('50');
      await page.getByRole('button', { name: 'Save cutback' }).click();
      await expect(page.getByText(`Cutback of ${name} set to 50%`)).toBeVisible();
    });

    test('the publisher sees half of his conversions; the owner sees them all', async ({ page, request }) => {
      const publisher = await convert(request, cora.email, 4);
      const report = async (token: string) =>
        (
          await apiCall<{ totals: { conversions: number } }>(
            request,
            ACME,
            'GET',
            '/api/statistics/report?preset=today',
            { token },
          )
        ).body.payload?.totals.conversions;
      expect(await report(publisher.token)).toBe(2);

      await openPublishers(page);
      await page.getByLabel('Search publishers').fill(name);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(/Active\s*4\s*4/);
    });

    test('the owner logs in as the publisher, sees what he sees, and returns', async ({ page }) => {
      await openPublishers(page, `?publisher=${cora.id}`);
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
  });
