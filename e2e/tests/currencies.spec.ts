import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME } from '../support/environment';
import { openSignedIn } from '../support/sign-in';
import { trackConversion } from '../support/statistics';

// Issue 27: currencies are never added. With one conversion today on a new EUR and a new JPY offer (and Acme's USD
// traffic), the owner's report and dashboard show each currency on its own line; once he sets a EUR rate, the euros
// are converted into USD and say so, and the yen stay apart.
const REPORT = '/statistics/reports?preset=today&group=offer';

async function offerWithConversion(request: APIRequestContext, name: string, currency: string, revenue: number) {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const created = await apiCall<{ id: number }>(request, ACME, 'POST', '/api/offers', {
    token: owner.token,
    data: {
      name,
      destination_url: 'https://fx.example/?c={click_id}',
      payout_type: 'CPA',
      currency,
      payout: 1,
      revenue,
    },
  });
  expect(created.status, created.body.msg).toBe(200);
  await trackConversion(request, { offerId: created.body.payload?.id });
}

/** The report's cell of `column` in the row holding `text` (the totals: 'Total'); row headers count as cells. */
async function reportCell(page: Page, text: string, column: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Report' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table.getByRole('row').filter({ hasText: text }).first();
  return row.locator('th, td').nth(headers.findIndex((h) => h.startsWith(column)));
}

const line = (cell: Locator, currency: string) => cell.locator(`[data-currency-line="${currency}"]`);
const amountOf = async (locator: Locator) => Number((await locator.textContent())?.replace(/[^\d.]/g, ''));

test('the owner sees each currency on its own line, then the euros converted at his rate', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  await offerWithConversion(request, `E2E Euro ${suffix}`, 'EUR', 2000);
  await offerWithConversion(request, `E2E Yen ${suffix}`, 'JPY', 2500);
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: REPORT });
  await expect(page.getByRole('table', { name: 'Report' })).toBeVisible();
  // A row of one offer carries that offer's currency alone: one line, no dollar line of zeros above it.
  await expect(await reportCell(page, `E2E Euro ${suffix}`, 'Revenue')).toHaveText('€20.00');
  await expect(await reportCell(page, `E2E Yen ${suffix}`, 'Revenue')).toHaveText('¥2,500');
  const total = await reportCell(page, 'Total', 'Revenue');
  await expect(line(total, 'USD')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(line(total, 'EUR')).toHaveText(/^€[\d,]+\.\d\d$/);
  await expect(line(total, 'JPY')).toHaveText(/^¥[\d,]+$/);
  await expect(page.getByText(/amounts in different currencies are never added/)).toBeVisible();
  const dollars = await amountOf(line(total, 'USD'));
  const euros = await amountOf(line(total, 'EUR'));

  // The dashboard's cards count up to the last whole minute: its 30 days' figures hold today as a whole.
  await page.goto(`${ACME}/dashboard`);
  await page.getByText('Show the figures as a table').click();
  const lastDay = page.getByRole('table', { name: 'Last 30 days' }).getByRole('row').last();
  await expect(lastDay.locator('[data-currency-line="EUR"]').first()).toBeVisible();
  await expect(lastDay.locator('[data-currency-line="JPY"]').first()).toBeVisible();

  await page.goto(`${ACME}/network/settings/time`);
  const rates = page.getByRole('region', { name: 'Currencies and exchange rates' });
  await expect(rates.getByRole('textbox', { name: 'Reporting currency' })).toHaveValue('USD');
  await rates.getByRole('textbox', { name: 'Currency', exact: true }).fill('EUR');
  await rates.getByRole('textbox', { name: 'Value of 1 unit in USD' }).fill('1.1');
  await rates.getByLabel('From').fill('2026-01-01');
  await rates.getByRole('button', { name: 'Add a rate' }).click();
  await expect(rates.getByRole('table', { name: 'Exchange rates' })).toContainText('1 EUR = 1.1 USD');

  await page.goto(`${ACME}${REPORT}`);
  const converted = await reportCell(page, 'Total', 'Revenue');
  await expect(line(converted, 'USD')).toContainText('(converted at your rates)');
  await expect(line(converted, 'EUR')).toHaveCount(0);
  await expect(line(converted, 'JPY')).toHaveText(/^¥[\d,]+$/);
  await expect(page.getByText(/USD figures include other currencies converted at your rates/)).toBeVisible();
  // The dollars and the euros at 1.1 (each day's amount rounded to the cent).
  expect(Math.abs((await amountOf(line(converted, 'USD'))) - (dollars + euros * 1.1))).toBeLessThan(0.05);
  const euro = await reportCell(page, `E2E Euro ${suffix}`, 'Revenue');
  await expect(line(euro, 'USD')).toHaveText('$22.00 * (converted at your rates)');
});
