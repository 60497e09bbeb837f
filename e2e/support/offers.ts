import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api';
import { parseCsv } from './csv';
import { ACME } from './environment';

/** The rows of the offers table, header excluded. */
export function offerRows(page: Page): Locator {
  return page.getByRole('main').getByRole('table').locator('tbody').getByRole('row');
}

/** ID and name of each row of the offers table on screen. */
export async function tableOffers(page: Page): Promise<string[][]> {
  const rows = offerRows(page);
  const count = await rows.count();
  const result: string[][] = [];
  for (let i = 0; i < count; i++) {
    const cells = rows.nth(i).getByRole('cell');
    result.push([(await cells.nth(0).textContent())?.trim() ?? '', (await cells.nth(1).textContent())?.trim() ?? '']);
  }
  return result;
}

/** Clicks Export CSV and returns the downloaded file's name and its rows (header first). */
export async function exportOffersCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const path = await file.path();
  expect(path, 'the download was saved').toBeTruthy();
  return { name: file.suggestedFilename(), rows: parseCsv(readFileSync(path, 'utf8')) };
}

/** Waits until the offers list has answered (a table, or the empty message). */
export async function waitForOffers(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading offers…' })).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('table')
      .or(page.getByText(/No offers match/)),
  ).toBeVisible();
}

export interface OfferPage {
  rows: { id: number; name: string; payout_type: string }[];
  total: number;
}

/** What the API answers the same user for a query: the figures the page must show. */
export async function apiOffers(request: APIRequestContext, token: string, query: string): Promise<OfferPage> {
  const { body } = await apiCall<OfferPage>(request, ACME, 'GET', `/api/offers?${query}`, { token });
  if (!body.payload) throw new Error(body.msg);
  return body.payload;
}
