import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import { exportOffersCsv, waitForOffers } from '../support/offers';
import { Receiver } from '../support/receiver';
import { toast } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';
import { cellsOf } from '../support/statistics';

interface Settings {
  parameter: string;
  customParameters: { name: string; value: string }[];
  network_publisher_setting_string: string;
  current_timezone: string;
  domain: { dashboard: string; tracking: string | null };
  postback_approval: boolean;
  export_retention_days: number;
  fallback_url: string;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const sectionLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name, exact: true });

const REPORT = `${ACME}/statistics/reports?preset=last_month&group=day`;

async function reportDays(page: Page) {
  if (page.url() !== REPORT) await page.goto(REPORT);
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  return cellsOf(table);
}

test('the Acme owner changes each network setting and sees it take effect', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const before = (await apiCall<Settings>(request, ACME, 'GET', '/api/get/network/setting', { token })).body.payload;
  if (!before) throw new Error('no settings');
  const publisher = await apiLogin(request, ACME, 'publisher@acme.test');
  try {
    await openSignedIn(page, ACME, 'owner@acme.test', {
      loginPage: '/login/network',
      path: '/statistics/reports?preset=last_month&group=day',
    });
    const daysBefore = await reportDays(page);

    await page.goto(`${ACME}/network/settings`);
    await expect(page).toHaveURL(`${ACME}/network/settings/tracking`);
    await expect(section(page, 'Tracking link')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Time zone: the report's days move. Sections are reached from the index (by keyboard too).
    await sectionLink(page, 'Time zone and currencies').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${ACME}/network/settings/time`);
    await expect(section(page, 'Tracking link')).toBeHidden();
    const zone = section(page, 'Time zone');
    await zone.getByRole('searchbox', { name: 'Search time zones' }).fill('tokyo');
    await expect(zone.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    await zone.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Time zone saved')).toBeVisible({ timeout: 20_000 });
    const daysAfter = await reportDays(page);
    await expect(page.getByText(/Times in Asia\/Tokyo/)).toBeVisible();
    expect(daysAfter).not.toEqual(daysBefore);
    expect(daysAfter.at(-1)?.[1]).not.toBe('');

    // Tracking link, by its address: the publisher's link carries the new parameters.
    await page.goto(`${ACME}/network/settings/tracking`);
    const link = section(page, 'Tracking link');
    await link.getByLabel('Click reference parameter').fill('ref');
    await link.getByRole('button', { name: 'Add a parameter' }).click();
    await link.getByLabel('Name of custom parameter 1').fill('src');
    await link.getByLabel('Value of custom parameter 1').fill('e2e');
    await link.getByLabel('Query string for publishers').fill('pub={aff_id}');
    await expect(link.getByRole('status', { name: 'Example link' })).toContainText('ref=abc&src=e2e&pub=7');
    await link.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Tracking link settings saved')).toBeVisible({ timeout: 20_000 });
    const offers = await apiCall<{ rows: { id: number; visibility: string }[] }>(
      request,
      ACME,
      'GET',
      '/api/offers?limit=50',
      {
        token: publisher.token,
      },
    );
    const offer = offers.body.payload?.rows.find((o) => o.visibility === 'public');
    const tracking = await apiCall<{ url: string }>(
      request,
      ACME,
      'GET',
      `/api/offers/${offer?.id}/tracking-link?aff_sub1=abc`,
      {
        token: publisher.token,
      },
    );
    expect(tracking.body.payload?.url).toContain(
      `aff_id=${publisher.userDetail.id}&ref=abc&src=e2e&pub=${publisher.userDetail.id}`,
    );

    // Export columns: offers.csv follows them.
    await sectionLink(page, 'Export columns').click();
    const columns = section(page, 'Export columns');
    const offerColumns = columns.getByRole('group', { name: 'offers.csv' });
    await offerColumns.getByRole('checkbox', { name: 'Name' }).check();
    await offerColumns.getByRole('checkbox', { name: 'ID', exact: true }).check();
    await offerColumns.getByRole('button', { name: 'Move Name up' }).click();
    await offerColumns.getByRole('button', { name: 'Save offers.csv' }).click();
    await expect(toast(page, 'Export columns saved')).toBeVisible({ timeout: 20_000 });

    // Domains, forwarding and postbacks.
    await sectionLink(page, 'Domains').click();
    const domains = section(page, 'Domains');
    await domains.getByLabel('Tracking domain').fill('track.acme.test');
    await domains.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Domains saved')).toBeVisible({ timeout: 20_000 });
    await sectionLink(page, 'Postbacks and files').click();
    const forwarding = section(page, 'Postback forwarding');
    await forwarding.getByLabel('Forwarding URL').fill('https://crm.example/pb?c={click_id}');
    await forwarding.getByRole('button', { name: 'Add forwarding' }).click();
    await expect(forwarding.getByText('https://crm.example/pb?c={click_id}')).toBeVisible();
    await forwarding.getByRole('button', { name: 'Delete forwarding 1' }).click();
    await expect(forwarding.getByText('No forwarding yet.')).toBeVisible();
    const postbacks = section(page, 'Postbacks and files');
    await postbacks.getByLabel('Days a download-center file is kept').fill('30');
    await postbacks.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Postback settings saved')).toBeVisible({ timeout: 20_000 });
    const after = (await apiCall<Settings>(request, ACME, 'GET', '/api/get/network/setting', { token })).body.payload;
    expect(after).toMatchObject({ export_retention_days: 30, domain: { tracking: 'track.acme.test' } });

    await page.goto(`${ACME}/offers`);
    await waitForOffers(page);
    const csv = await exportOffersCsv(page);
    expect(csv.rows[0]).toEqual(['Name', 'ID']);

    // The audit log lists the saves.
    await page.goto(`${ACME}/network/audit-log`);
    const log = page.getByRole('table', { name: 'Changes, newest first' });
    await expect(log.getByText(/Time zone: .*Asia\/Tokyo/).first()).toBeVisible();
    await expect(log.getByText('Tracking link settings changed').first()).toBeVisible();
    await expect(log.getByText(/offers\.csv: .*Name, ID/).first()).toBeVisible();
    await expect(log.getByText('Postback forwarding added').first()).toBeVisible();
    await expect(log.getByText('setting.timezone')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  } finally {
    // Other specs share the database: put everything back.
    const restore = async (path: string, data: object) => {
      const result = await apiCall(request, ACME, 'POST', path, { token, data });
      expect(result.status, `${path}: ${result.body.msg}`).toBe(200);
    };
    await restore('/api/network/setting/save/timezone', { current_timezone: before.current_timezone });
    await restore('/api/network/setting/save', {
      parameter: before.parameter,
      customParameters: before.customParameters,
      network_publisher_setting_string: before.network_publisher_setting_string,
    });
    await restore('/api/network/offer/setting/keys', { keys: [] });
    await restore('/api/network/setting/savedomain', { tracking: before.domain.tracking ?? '' });
    await restore('/api/network/setting/postbacks', {
      postback_approval: before.postback_approval,
      export_retention_days: before.export_retention_days,
    });
  }
});

test('a refused click goes to the fallback URL the owner set, and without one to a page in the network’s brand and the visitor’s language', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const publisher = await apiLogin(request, ACME, 'publisher@acme.test');
  const offers = await apiCall<{ rows: { id: number; status: string; visibility: string }[] }>(
    request,
    ACME,
    'GET',
    '/api/offers?limit=50',
    { token: owner.token },
  );
  const offer = offers.body.payload?.rows.find((o) => o.status === 'active' && o.visibility === 'public');
  if (!offer) throw new Error('no active public demo offer');
  const setStatus = (status: string) =>
    apiCall(request, ACME, 'POST', `/api/offers/${offer.id}/status`, { token: owner.token, data: { status } });
  const trackingLink = `${ACME}/click?offer_id=${offer.id}&aff_id=${publisher.userDetail.id}`;
  // The fallback's own site, a local server: the test needs no outside network.
  const moreOffers = await Receiver.start();
  const fallback = moreOffers.url('/today');
  try {
    expect((await setStatus('paused')).status).toBe(200);
    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/settings' });
    await sectionLink(page, 'Tracking').click();
    const refused = section(page, 'Refused clicks');
    const url = refused.getByRole('textbox', { name: 'Fallback URL' });
    await url.fill('ftp://more-offers.example/');
    await expect(refused.getByText('Unsaved changes')).toBeVisible();
    await expect(sectionLink(page, 'Tracking ● unsaved')).toBeVisible();
    await refused.getByRole('button', { name: 'Save' }).click();
    await expect(refused.getByText('Enter an http(s) URL such as https://example.com/offers')).toBeVisible();
    await url.fill(fallback);
    await refused.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Fallback URL saved')).toBeVisible({ timeout: 20_000 });
    await expect(refused.getByText('Unsaved changes')).toHaveCount(0);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await shot(page, `settings-tracking-${width}.png`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousViolations(page);

    // A visitor opens the paused offer's tracking link and lands on the fallback.
    await page.goto(trackingLink);
    await expect(page).toHaveURL(fallback);
    expect(moreOffers.requests.map((r) => r.url)).toContain('/today');

    // Without a fallback: the network's own page, in French for a French visitor.
    const cleared = await apiCall(request, ACME, 'POST', '/api/network/setting/fallback', {
      token: owner.token,
      data: { fallback_url: '' },
    });
    expect(cleared.status).toBe(200);
    const visitor = await browser.newContext({
      locale: 'fr-FR',
      extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    const french = await visitor.newPage();
    const errors: string[] = [];
    french.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const width of [390, 1280]) {
      await french.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await french.goto(trackingLink);
      await expect(french.getByRole('heading', { name: 'Cette offre n’est pas disponible' })).toBeVisible();
      await expect(french.getByRole('img', { name: 'Acme Media' })).toBeVisible();
      expect(await french.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(french, `refused-click-fr-${width}.png`);
    }
    // Its style and logo load under its own policy: the browser refused nothing.
    expect(errors).toEqual([]);
    await visitor.close();
  } finally {
    await setStatus('active');
    await moreOffers.close();
    await apiCall(request, ACME, 'POST', '/api/network/setting/fallback', {
      token: owner.token,
      data: { fallback_url: '' },
    });
  }
});
