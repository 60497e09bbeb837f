import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { apiOffers, exportOffersCsv, offerRows, tableOffers, waitForOffers } from '../support/offers';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

const TABS = [
  ['all', 'All offers'],
  ['active', 'Active offers'],
  ['public', 'Public offers'],
  ['private', 'Private offers'],
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Offer lists' });

test('a publisher browses each offers tab, filters and searches', async ({ page, request }) => {
  const { token } = await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/all' });
  for (const [tab, title] of TABS) {
    await tabs(page).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`${ACME}/offers/${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitForOffers(page);
    const expected = await apiOffers(request, token, `tab=${tab}&limit=20`);
    expect(expected.total, `the demo has ${tab} offers`).toBeGreaterThan(0);
    await expect(offerRows(page)).toHaveCount(expected.rows.length);
    await expect(page.getByText(`1–${expected.rows.length} of ${expected.total}`)).toBeVisible();
    expect((await tableOffers(page)).map(([id]) => Number(id))).toEqual(expected.rows.map((r) => r.id));
  }

  await tabs(page).getByRole('link', { name: 'All offers' }).click();
  await page.getByLabel('Payout type').selectOption('CPS');
  await expect(page).toHaveURL(/payout_type=CPS/);
  const cps = await apiOffers(request, token, 'tab=all&payout_type=CPS');
  await expect(offerRows(page)).toHaveCount(cps.rows.length);
  for (const row of await offerRows(page).all()) await expect(row).toContainText('%');

  await page.getByLabel('Payout type').selectOption('');
  const someone = (await apiOffers(request, token, 'tab=all')).rows[0];
  if (!someone) throw new Error('no offer to search for');
  await page.getByLabel('Search offers').fill(someone.name);
  await expect(page).toHaveURL(/search=/);
  await expect(offerRows(page).first()).toContainText(someone.name);

  await page.getByLabel('Search offers').fill('no offer is called like this');
  await expect(page.getByText(/No offers match these filters/)).toBeVisible();
});

test('a publisher sorts by a column header', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/all' });
  await waitForOffers(page);
  const header = page.getByRole('columnheader', { name: /Name/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await waitForOffers(page);
  const names = (await tableOffers(page)).map(([, name]) => name ?? '');
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});

test('a publisher opens an offer, builds its tracking link and copies it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ACME });
  const { token, userDetail } = await apiLogin(request, ACME, 'publisher@acme.test');
  const offer = (await apiOffers(request, token, 'tab=active')).rows[0];
  if (!offer) throw new Error('no active offer for the publisher');
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/active' });
  await page.getByRole('main').getByRole('link', { name: offer.name, exact: true }).click();
  await expect(page).toHaveURL(`${ACME}/offers/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.name })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Sub ID 1').fill('e2e-sub');
  await page.getByLabel('Sub ID 3').fill('three');
  await page.getByRole('button', { name: 'Get tracking link' }).click();
  const field = page.getByRole('textbox', { name: 'Tracking link' });
  await expect(field).toHaveValue(/\/click\?/);
  const url = new URL(await field.inputValue());
  expect(url.searchParams.get('offer_id')).toBe(String(offer.id));
  expect(url.searchParams.get('aff_id')).toBe(String(userDetail.id));
  expect(url.searchParams.get('aff_sub1')).toBe('e2e-sub');
  expect(url.searchParams.get('aff_sub3')).toBe('three');
  expect(url.searchParams.has('aff_sub2')).toBe(false);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url.toString());
});

test('the exported offers.csv holds the rows of the table', async ({ page }) => {
  const paths = ['/offers/all', '/offers/private', '/offers/all?payout_type=CPA'];
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: paths[0] });
  for (const path of paths) {
    if (path !== paths[0]) await page.goto(`${ACME}${path}`);
    await waitForOffers(page);
    const shown = await tableOffers(page);
    const { name, rows } = await exportOffersCsv(page);
    expect(name).toBe('offers.csv');
    const [header, ...lines] = rows;
    expect(header?.slice(0, 2)).toEqual(['ID', 'Name']);
    expect(
      lines.map((cells) => cells.slice(0, 2)),
      path,
    ).toEqual(shown);
  }
});

const ownerOpens = (page: Page, path: string) =>
  openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path });

test("no serious accessibility violation on the owner's offer list and on the new-offer form with its errors", async ({
  page,
}) => {
  await ownerOpens(page, '/offers/all');
  await waitForOffers(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'New offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the owner creates an offer, edits it and pauses it', async ({ page }) => {
  const name = `E2E Boots ${uniqueSuffix()}`;
  await ownerOpens(page, '/offers/all');
  await page.getByRole('main').getByRole('link', { name: 'New offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Boots for the winter, made by the e2e suite.');
  await page.getByLabel('Destination URL').fill('https://boots.example/?click={click_id}&aff={aff_id}');
  await page.getByLabel('Payout', { exact: true }).fill('12.5');
  await page.getByLabel('Revenue').fill('19.99');
  await page.getByLabel('Countries').fill('us, de');
  await page.getByLabel('Android').check();
  await page.getByLabel('Daily cap').fill('50');
  await page.getByRole('button', { name: 'Create offer' }).click();

  await expect(toast(page, `Offer “${name}” created`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const facts = page.getByRole('main');
  await expect(facts.getByText('$12.50')).toBeVisible();
  await expect(facts.getByText('$19.99')).toBeVisible();
  await expect(facts.getByText('US, DE')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await expect(page.getByLabel('Payout', { exact: true })).toHaveValue('12.50');
  await page.getByLabel('Payout', { exact: true }).fill('7.05');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `Offer “${name}” saved`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(facts.getByText('$7.05')).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(toast(page, `“${name}” is paused`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await page.goto(`${ACME}/offers/all?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Paused');
});

// The owner approves a publisher's access request and the publisher may then run the offer: three steps in order,
// on one offer that needs approval.
test.describe
  .serial("the owner approves a publisher's access request", () => {
    const name = `E2E Approval ${uniqueSuffix()}`;
    let offerId: number | undefined;

    test.beforeAll(async ({ request }) => {
      const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
      const created = await apiCall<{ id: number }>(request, ACME, 'POST', '/api/offers', {
        token: owner.token,
        data: {
          name,
          destination_url: 'https://approval.example/?c={click_id}',
          visibility: 'approval',
          status: 'active',
          payout_type: 'CPA',
          payout: 500,
          revenue: 800,
          currency: 'USD',
        },
      });
      expect(created.status, created.body.msg).toBe(200);
      offerId = created.body.payload?.id;
    });

    test('the publisher requests access to an offer that needs approval', async ({ page }) => {
      await openSignedIn(page, ACME, 'publisher@acme.test', {
        path: `/offers/private?search=${encodeURIComponent(name)}`,
      });
      await page.getByRole('button', { name: `Request access to ${name}` }).click();
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Requested');
    });

    test('the owner approves the request on the access requests page', async ({ page: ownerPage }) => {
      await ownerOpens(ownerPage, '/offers/requests');
      await expect(ownerPage.getByRole('heading', { level: 1, name: 'Access requests' })).toBeVisible();
      await expectNoSeriousViolations(ownerPage);
      await ownerPage.getByRole('button', { name: new RegExp(`^Approve .+ for ${name}$`) }).click();
      await expect(toast(ownerPage, new RegExp(`may now run “${name}”`))).toBeVisible();
    });

    test('the publisher may then run the offer', async ({ page }) => {
      await openSignedIn(page, ACME, 'publisher@acme.test', { path: `/offers/${offerId}` });
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get tracking link' })).toBeVisible();
      await page.goto(`${ACME}/offers/active?search=${encodeURIComponent(name)}`);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Allowed');
    });
  });

for (const [tab, title] of TABS) {
  test(`no serious accessibility violation on the offer list ${title}`, async ({ page }) => {
    await openSignedIn(page, ACME, 'publisher@acme.test', { path: `/offers/${tab}` });
    await waitForOffers(page);
    await expectNoSeriousViolations(page);
  });
}
