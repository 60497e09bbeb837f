import { readFile } from 'node:fs/promises';
import { formatDateTime, formatDay } from '@affnet/format';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { parseCsv } from '../support/csv';
import { ACME } from '../support/environment';
import { toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';
import { asCsv, cardValue, cellsOf, trackConversion } from '../support/statistics';

/** Intl writes no-break spaces in times ("8:30 PM"); compared as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Opens `path` signed in (through the API) as Acme's publisher or owner. */
const signInPublisher = (page: Page, path?: string) => openSignedIn(page, ACME, 'publisher@acme.test', { path });
const signInOwner = (page: Page, path?: string) =>
  openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path });

test('the dashboard shows the period cards, the chart and the top offers', async ({ page }) => {
  await signInPublisher(page);
  for (const period of ['Today vs yesterday', 'Last 7 days vs the 7 before', 'This month vs last month']) {
    await expect(page.getByRole('region', { name: period })).toContainText(/Clicks.*Conversions.*Payout/s);
  }
  await expect(page.getByRole('region', { name: 'Today vs yesterday' })).toContainText(/Up|Down|No change|New/);
  const chart = page.getByRole('img', { name: /^Chart of clicks and conversions per day, Feb 10 – Mar 11/ });
  await expect(chart.locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Top offers' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText(/^Times in America\/New_York \(UTC-0[45]:00\)$/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a publisher's report for last month by day equals its stats.csv export", async ({ page }) => {
  await signInPublisher(page, '/statistics/reports?preset=last_month&group=day');
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByText(/Times in America\/New_York/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chart of clicks and conversions by Day' })).toBeVisible();
  const shown = (await cellsOf(table)).map((row) => row.map(asCsv));
  expect(shown[0]).toEqual(['Day', 'Clicks', 'Unique clicks', 'Conversions', 'CR', 'EPC', 'Payout']);
  expect(shown.at(-1)?.[0]).toBe('Total');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('stats.csv');
  const [header = [], ...lines] = parseCsv(await readFile(await download.path(), 'utf8'));
  // The file names the zone of its days and keeps them as ISO dates; the page writes them in the reader's language.
  // Each row's money is a line per currency (issue 27): its first line, in the reporting currency, has the counts.
  expect(header).toEqual(['Day (America/New_York)', 'Currency', ...(shown[0] ?? []).slice(1)]);
  const exported = lines.filter((line) => line[2] !== '').map(([day = '', , ...rest]) => [day, ...rest]);
  // The same figures, each written for its reader: the page's rates by their kind (CR "2.5%", EPC "$0.25"), the
  // file's with fixed decimals ("2.50%", "0.2500").
  const figure = (cell: string) =>
    /^-?\d+(\.\d+)?%?$/.test(cell) ? `${Number.parseFloat(cell)}${cell.endsWith('%') ? '%' : ''}` : cell;
  expect(
    exported.map(([day = '', ...rest]) => [day === 'Total' ? day : asCsv(formatDay(day, 'en')), ...rest].map(figure)),
  ).toEqual(shown.slice(1).map((row) => row.map(figure)));
  // One row per day of one month (days without traffic have no row), then the totals.
  const days = exported.slice(0, -1).map((row) => row[0] ?? '');
  expect(days.length).toBeGreaterThan(20);
  expect(new Set(days.map((day) => day.slice(0, 7))).size).toBe(1);
  await expectNoSeriousViolations(page);

  // The state lives in the address: a reload shows the same report, sorted the same way.
  await table.getByRole('button', { name: 'Clicks', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: /^Clicks/ })).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /^Clicks/ })).toHaveAttribute('aria-sort', 'descending');
});

test('grouping by offer then day shows both levels', async ({ page }) => {
  await signInPublisher(page, '/statistics/reports?preset=last_month&group=day');
  await page.getByLabel('Group by').selectOption('offer');
  await page.getByLabel('Then by').selectOption('day');
  await expect(page).toHaveURL(/group=offer%2Cday/);
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('columnheader').nth(1)).toHaveText('Day');
  const rows = (await cellsOf(table)).slice(1, -1);
  expect(rows.length).toBeGreaterThan(31);
  for (const row of rows) expect(row[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2\d{3}$/);
});

test('the owner sees revenue and profit, the publisher does not', async ({ page }) => {
  await signInOwner(page, '/statistics/reports?preset=this_month&group=day');
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('columnheader', { name: /^Revenue/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Profit/ })).toBeVisible();
  await page.goto(`${ACME}/dashboard`);
  await expect(page.getByRole('region', { name: 'Today vs yesterday' })).toContainText('Profit');

  await page.getByRole('button', { name: 'Logout' }).click();
  await signInPublisher(page);
  await expect(page.getByRole('region', { name: 'Today vs yesterday' })).toContainText('Payout');
  await expect(page.getByRole('region', { name: 'Today vs yesterday' })).not.toContainText(/Revenue|Profit/);
  await page.goto(`${ACME}/statistics/reports?preset=this_month&group=day`);
  await expect(table.getByRole('columnheader', { name: /^Payout/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^(Revenue|Profit)/ })).toHaveCount(0);
});

test('conversions filter by status', async ({ page }) => {
  // The small e2e demo traffic may hold no rejected conversion of this publisher: make one.
  await trackConversion(page.request, { status: 'rejected' });
  await signInPublisher(page, '/statistics/conversions');
  await page.getByLabel('Status').selectOption('rejected');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Conversions' });
  await expect(table.getByRole('row').nth(1)).toContainText('Rejected');
  const statuses = (await cellsOf(table)).slice(1).map((row) => row.at(-1));
  expect(new Set(statuses)).toEqual(new Set(['Rejected']));
  await expectNoSeriousViolations(page);
});

test("the exported conversions.csv holds the table's conversions", async ({ page }) => {
  await signInPublisher(page, '/statistics/conversions');
  await page.getByLabel('Status').selectOption('approved');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Conversions' });
  await expect(table.getByRole('row').nth(1)).toContainText('Approved');
  const total = Number(
    (await page.getByText(/^Page 1 of/).textContent())?.match(/\(([\d,]+) conversions\)/)?.[1]?.replace(/,/g, ''),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('conversions.csv');
  const [header = [], ...exported] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(exported).toHaveLength(total);
  const column = (name: string) => header.indexOf(name);
  const byClick = new Map(exported.map((row) => [row[column('Click ID')], row]));
  const [, ...shown] = await cellsOf(table);
  // Times in the network's zone: with their offset in the file, named in its header, the same instant on the page.
  expect(header[0]).toBe('Time (America/New_York)');
  for (const [time, clickId, offer, , , , , payout, status] of shown) {
    const row = byClick.get(clickId);
    const exportedTime = row?.[column('Time (America/New_York)')] ?? '';
    expect(exportedTime, clickId).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/);
    expect(plain(time ?? ''), clickId).toBe(
      plain(formatDateTime(exportedTime, { locale: 'en', timeZone: 'America/New_York', seconds: true })),
    );
    expect(row?.[column('Offer')], clickId).toBe(offer);
    expect(row?.[column('Payout')], clickId).toBe(asCsv(payout ?? ''));
    expect(row?.[column('Status')], clickId).toBe(status?.toLowerCase());
  }
});

test('the owner approves a pending conversion, then rejects it', async ({ page }) => {
  const { clickId } = await trackConversion(page.request, { status: 'pending' });
  await signInOwner(page, '/statistics/conversions');
  await page.getByLabel('Click ID').fill(clickId);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const first = page.getByRole('table', { name: 'Conversions' }).getByRole('row').nth(1);
  await expect(first).toContainText('Pending');
  await first.getByRole('button', { name: `Approve conversion ${clickId}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Approve this conversion?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(page, `Conversion ${clickId} approved`)).toBeVisible();
  await expect(first).toContainText('Approved');

  await first.getByRole('button', { name: `Reject conversion ${clickId}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Reject this conversion?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(toast(page, `Conversion ${clickId} rejected`)).toBeVisible();
  await expect(first).toContainText('Rejected');
});

test('a tracked click and its postback appear in conversions, today’s report and the dashboard', async ({ page }) => {
  await signInPublisher(page);
  const before = Number(
    ((await cardValue(page, 'Today vs yesterday', 'Conversions').textContent()) ?? '').replace(/,/g, ''),
  );
  const { clickId, sub } = await trackConversion(page.request);

  await page.goto(`${ACME}/statistics/conversions`);
  await page.getByLabel('Click ID').fill(clickId);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('table', { name: 'Conversions' }).getByRole('row').nth(1);
  await expect(row).toContainText(clickId);
  await expect(row).toContainText(sub);
  await expect(row).toContainText('Approved');

  await page.goto(`${ACME}/statistics/reports?preset=today&group=sub1`);
  const subRow = page.getByRole('table', { name: 'Report' }).getByRole('row').filter({ hasText: sub });
  await expect(async () => {
    await page.reload();
    // Sub id, clicks, conversions (unique clicks depend on earlier clicks from this address today).
    const row = (await cellsOf(page.getByRole('table', { name: 'Report' }))).find((r) => r[0] === sub) ?? [];
    expect([row[0], row[1], row[3]]).toEqual([sub, '1', '1']);
  }).toPass();
  await expect(subRow).toHaveCount(1);

  await page.goto(`${ACME}/dashboard`);
  await expect(cardValue(page, 'Today vs yesterday', 'Conversions')).toHaveText((before + 1).toLocaleString('en-US'));
});
