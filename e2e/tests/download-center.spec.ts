import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiLogin } from '../support/api';
import { ACME, API } from '../support/environment';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

const PEOPLE = [
  { who: 'an Acme owner', email: 'owner@acme.test', loginPage: '/login/network', kind: 'owner' },
  { who: 'an Acme publisher', email: 'publisher@acme.test', loginPage: '/login', kind: 'member' },
] as const;

/** stats.csv of the synchronous endpoint, asked with the same query by the same user. */
async function reportCsv(page: Page, email: string, kind: 'owner' | 'member', query: string) {
  const { token } = await apiLogin(page.request, ACME, email, kind);
  const response = await page.request.get(`${API}/api/statistics/report.csv?${query}`, {
    headers: { Host: new URL(ACME).host, Authorization: token },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

for (const person of PEOPLE) {
  test(`${person.who} exports a report from the download center and gets report.csv`, async ({ page }) => {
    await openSignedIn(page, ACME, person.email, { loginPage: person.loginPage, path: '/download-center' });
    await expect(page.getByRole('heading', { name: 'Download center', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your exports' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel('What to export').selectOption('report');
    await page.getByLabel('Period').selectOption('last_month');
    await page.getByLabel('Group by').selectOption('day');
    await page.getByLabel('Then by').selectOption('offer');
    await page.getByRole('button', { name: 'Start export' }).click();
    await expect(toast(page, /Export started: stats\.csv|already in progress/)).toBeVisible();

    const table = page.getByRole('table', { name: 'Your exports' });
    const newest = table.getByRole('row').nth(1);
    // Last month of the e2e clock (11 March 2026), named by its days (issue 28).
    await expect(newest).toContainText(/Report · Feb 1\s*–\s*28 · Day, Offer/);
    // The list polls while the export runs and shows the finished file.
    await expect(newest).toContainText('Ready', { timeout: 20_000 });
    await expectNoSeriousViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      newest.getByRole('button', { name: /^Download stats\.csv of export \d+$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stats.csv');
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toBe(await reportCsv(page, person.email, person.kind, 'preset=last_month&group=day,offer'));
    expect(file.split('\r\n').length).toBeGreaterThan(3);
  });
}
