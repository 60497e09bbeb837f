import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './api';
import { uniqueSuffix } from './demo-users';
import { ACME, API } from './environment';

/**
 * The cells of every row of a table, as text, header row first. A money cell with a line per currency (issue 27)
 * reads as its first line: the reporting currency's, as the first line of the row in stats.csv.
 */
export function cellsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...(element as HTMLTableElement).rows].map((row) =>
      [...row.cells].map(
        (cell) =>
          (
            cell.querySelector('button')?.firstChild ??
            cell.querySelector('[data-currency-line]') ??
            cell
          ).textContent?.trim() ?? '',
      ),
    ),
  );
}

/** A table cell as the CSV writes it: no currency sign ($, €, ¥) or thousands separator, nothing for "no value". */
export const asCsv = (cell: string) => (cell === '—' || cell === '(none)' ? '' : cell.replace(/[$€¥,]/g, ''));

/** The current value of a metric in a dashboard card, e.g. ('Today vs yesterday', 'Conversions'). */
export function cardValue(page: Page, period: string, metric: string): Locator {
  return page
    .getByRole('region', { name: period })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${metric}$`) }) })
    .getByRole('definition')
    .locator('strong');
}

/**
 * A click of publisher@acme.test on an untargeted active offer (`offerId`'s when given), then its postback: the
 * conversion the test needs.
 */
export async function trackConversion(
  request: APIRequestContext,
  options: { status?: 'approved' | 'pending' | 'rejected'; offerId?: number } = {},
): Promise<{ clickId: string; sub: string }> {
  const publisher = await apiLogin(request, ACME, 'publisher@acme.test');
  const offers = await apiCall<{ rows: { id: number; countries: string[]; os: string[]; devices: string[] }[] }>(
    request,
    ACME,
    'GET',
    '/api/offers?tab=active&limit=100',
    { token: publisher.token },
  );
  const offer = offers.body.payload?.rows.find(
    (o) =>
      (options.offerId === undefined || o.id === options.offerId) &&
      o.os.length === 0 &&
      o.devices.length === 0 &&
      (o.countries.length === 0 || o.countries.includes('US')),
  );
  if (!offer) throw new Error('No untargeted active offer for the publisher');
  const sub = `e2e-${uniqueSuffix()}`;
  const link = await apiCall<{ url: string }>(
    request,
    ACME,
    'GET',
    `/api/offers/${offer.id}/tracking-link?aff_sub1=${sub}`,
    { token: publisher.token },
  );
  const url = new URL(link.body.payload?.url ?? '');
  const click = await request.get(`${API}/click${url.search}`, {
    headers: { Host: url.host, 'x-affnet-test-country': 'US' },
    maxRedirects: 0,
  });
  expect(click.status()).toBe(302);
  const clickId = [...new URL(click.headers().location ?? '').searchParams.values()].find((v) =>
    /^[0-9a-f]{32}$/.test(v),
  );
  if (!clickId) throw new Error(`No click id in ${click.headers().location}`);
  const status = options.status ? `&status=${options.status}` : '';
  await expect(async () => {
    const postback = await request.get(`${API}/postback?click_id=${clickId}&txn_id=txn-${sub}${status}`, {
      headers: { Host: url.host },
    });
    expect(postback.status()).toBe(200);
  }).toPass();
  return { clickId, sub };
}
