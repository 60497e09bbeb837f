import type { Conversion, Offer, Page as Paged } from '@affnet/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME, API, GLOBEX } from '../support/environment';
import { tableOffers, waitForOffers } from '../support/offers';
import { openSignedIn } from '../support/sign-in';
import { cellsOf } from '../support/statistics';

/** What the API answers a signed-in user of `origin` (the tenant is chosen by the Host header). */
async function payloadOf<T>(request: APIRequestContext, origin: string, token: string, path: string): Promise<T> {
  const { status, body } = await apiCall<T>(request, origin, 'GET', path, { token });
  expect(status, body.msg).toBe(200);
  if (!body.payload) throw new Error(`${path}: ${body.msg}`);
  return body.payload;
}

/** The conversions page filtered by one click id, as its table or its empty state shows it. */
async function conversionsOfClick(page: Page, clickId: string) {
  if (page.url() !== `${ACME}/statistics/conversions`) await page.goto(`${ACME}/statistics/conversions`);
  await page.getByLabel('Click ID').fill(clickId);
  await page.getByRole('button', { name: 'Apply filters' }).click();
}

test('a publisher of Acme sees nothing of Globex', async ({ page, request }) => {
  const acme = await apiLogin(request, ACME, 'publisher@acme.test');
  const globex = await apiLogin(request, GLOBEX, 'publisher@globex.test');
  const globexOffers = await payloadOf<Paged<Offer>>(request, GLOBEX, globex.token, '/api/offers?tab=all&limit=100');
  // Every Globex click that converted, as Globex's owner sees them.
  const globexOwner = await apiLogin(request, GLOBEX, 'owner@globex.test', 'owner');
  const globexConversions = await payloadOf<Paged<Conversion>>(
    request,
    GLOBEX,
    globexOwner.token,
    '/api/statistics/conversions?limit=100',
  );
  expect(globexOffers.rows.length, 'the Globex publisher sees offers').toBeGreaterThan(0);
  expect(globexConversions.rows.length, 'Globex has conversions').toBeGreaterThan(0);
  const globexNames = new Set(globexOffers.rows.map((offer) => offer.name));
  const globexClicks = new Set(globexConversions.rows.map((conversion) => conversion.click_id));

  // The offers list on screen holds only Acme offers: no name or id the Globex publisher sees.
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/all' });
  await waitForOffers(page);
  const shown = await tableOffers(page);
  expect(shown.length).toBeGreaterThan(0);
  const acmeOffers = await payloadOf<Paged<Offer>>(request, ACME, acme.token, '/api/offers?tab=all&limit=100');
  expect(shown.map(([id]) => Number(id))).toEqual(acmeOffers.rows.slice(0, shown.length).map((offer) => offer.id));
  expect(shown.filter(([, name]) => globexNames.has(name ?? ''))).toEqual([]);
  const globexIds = new Set(globexOffers.rows.map((offer) => offer.id));
  expect(acmeOffers.rows.filter((offer) => globexIds.has(offer.id))).toEqual([]);

  // A Globex offer opened by its id in Acme's dashboard is not found, and the API says so too.
  const globexOffer = globexOffers.rows[0] as Offer;
  await page.goto(`${ACME}/offers/${globexOffer.id}`);
  await expect(page.getByRole('alert')).toContainText('Offer not found');
  await expect(page.getByText(globexOffer.name)).toHaveCount(0);
  const direct = await apiCall(request, ACME, 'GET', `/api/offers/${globexOffer.id}`, { token: acme.token });
  expect(direct.status).toBe(404);

  // Acme's conversions never list a Globex click, neither on a page nor filtered by its id.
  const acmeConversions = await payloadOf<Paged<Conversion>>(
    request,
    ACME,
    acme.token,
    '/api/statistics/conversions?limit=100',
  );
  expect(acmeConversions.rows.filter((conversion) => globexClicks.has(conversion.click_id))).toEqual([]);
  const globexClick = globexConversions.rows[0]?.click_id ?? '';
  await conversionsOfClick(page, globexClick);
  await expect(page.getByText('No data for these filters yet.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conversions' })).toHaveCount(0);
  await page.goto(`${ACME}/statistics/conversions`);
  const table = page.getByRole('table', { name: 'Conversions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const listed = (await cellsOf(table)).slice(1).map((row) => row[1] ?? '');
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.filter((clickId) => globexClicks.has(clickId))).toEqual([]);
});

test("no publisher sees another publisher's click and conversion", async ({ page, request }) => {
  const owner = await apiLogin(request, ACME, 'publisher2@acme.test');
  const other = await apiLogin(request, ACME, 'publisher@acme.test');
  const offers = await payloadOf<Paged<Offer>>(request, ACME, owner.token, '/api/offers?tab=active&limit=100');
  const offer = offers.rows.find(
    (o) => o.os.length === 0 && o.devices.length === 0 && (o.countries.length === 0 || o.countries.includes('US')),
  );
  if (!offer) throw new Error('No untargeted active offer for publisher2@acme.test');
  const sub = `iso-${uniqueSuffix()}`;
  const link = await payloadOf<{ url: string }>(
    request,
    ACME,
    owner.token,
    `/api/offers/${offer.id}/tracking-link?aff_sub1=${sub}`,
  );
  const url = new URL(link.url);
  expect(url.searchParams.get('aff_id')).toBe(String(owner.userDetail.id));

  const click = await request.get(`${API}/click${url.search}`, {
    headers: { Host: url.host, 'x-affnet-test-country': 'US' },
    maxRedirects: 0,
  });
  expect(click.status()).toBe(302);
  const clickId = [...new URL(click.headers().location ?? '').searchParams.values()].find((v) =>
    /^[0-9a-f]{32}$/.test(v),
  );
  if (!clickId) throw new Error(`No click id in ${click.headers().location}`);
  // Clicks are written in small batches: retry until the click is on disk and the postback finds it.
  await expect(async () => {
    const postback = await request.get(`${API}/postback?click_id=${clickId}&txn_id=txn-${sub}`, {
      headers: { Host: url.host },
    });
    expect(postback.status()).toBe(200);
  }).toPass();

  // The other publisher of the same network: nothing, on the page and from the API.
  const seen = await payloadOf<Paged<Conversion>>(
    request,
    ACME,
    other.token,
    `/api/statistics/conversions?click_id=${clickId}`,
  );
  expect(seen.total).toBe(0);
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/statistics/conversions' });
  await conversionsOfClick(page, clickId);
  await expect(page.getByText('No data for these filters yet.')).toBeVisible();
  await expect(page.getByText(clickId)).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();

  // Its owner sees it.
  await openSignedIn(page, ACME, 'publisher2@acme.test', { path: '/statistics/conversions' });
  await conversionsOfClick(page, clickId);
  const row = page.getByRole('table', { name: 'Conversions' }).getByRole('row').nth(1);
  await expect(row).toContainText(clickId);
  await expect(row).toContainText(sub);
});
