import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall, apiLogin } from '../support/api';
import { parseCsv } from '../support/csv';
import { ACME, API } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

/**
 * One rule for periods (issue 28): an export asked for 1–27 February holds those days, and says so. The e2e clock
 * starts on 11 March 2026 and the demo traffic covers the 90 days before it.
 */

/** The days of stats.csv grouped by day: its first column, header and totals row left out. */
const daysOf = (csv: string) =>
  parseCsv(csv)
    .slice(1)
    .map((row) => row[0] ?? '')
    .filter((cell) => /^\d{4}-\d{2}-\d{2}$/.test(cell));

test('an owner exports 1–27 February from the download center and gets those days', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/download-center' });
  await page.getByLabel('What to export').selectOption('report');
  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2026-02-01');
  await page.getByLabel('To', { exact: true }).fill('2026-02-27');
  await page.getByLabel('Group by').selectOption('day');
  await page.getByLabel('Then by').selectOption('');
  await page.getByRole('button', { name: 'Start export' }).click();

  const newest = page.getByRole('table', { name: 'Your exports' }).getByRole('row').nth(1);
  await expect(newest).toContainText(/Report · Feb 1\s*–\s*27 · Day/);
  await expect(newest).not.toContainText('Today');
  await expect(newest).toContainText('Ready', { timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: /^Download stats\.csv of export \d+$/ }).click(),
  ]);
  const days = daysOf(await readFile(await download.path(), 'utf8'));
  expect(days.length).toBeGreaterThan(20);
  expect(days.every((day) => day >= '2026-02-01' && day <= '2026-02-27')).toBe(true);
  expect(days).toContain('2026-02-01');
  expect(days).toContain('2026-02-27');
});

test('through the API: dates win, a preset against them and a range the wrong way round are refused', async ({
  page,
}) => {
  const { token } = await apiLogin(page.request, ACME, 'owner@acme.test', 'owner');
  const create = (query: Record<string, string>) =>
    apiCall<{ id: number; query: Record<string, string>; status: string }>(page.request, ACME, 'POST', '/api/exports', {
      token,
      data: { kind: 'report', query },
    });

  const created = await create({ from: '2026-02-01', to: '2026-02-27', group: 'day' });
  // 200 when the download center's identical export of the test above is still pending.
  expect([200, 201]).toContain(created.status);
  expect(created.body.payload?.query).toEqual({ from: '2026-02-01', to: '2026-02-27', group: 'day' });
  const id = created.body.payload?.id;
  await expect
    .poll(
      async () =>
        (await apiCall<{ status: string }>(page.request, ACME, 'GET', `/api/exports/${id}`, { token })).body.payload
          ?.status,
      { timeout: 20_000 },
    )
    .toBe('done');
  const file = await page.request.get(`${API}/api/exports/${id}/file`, {
    headers: { Host: new URL(ACME).host, Authorization: token },
  });
  expect(file.status()).toBe(200);
  const days = daysOf(await file.text());
  expect(days[0]).toBe('2026-02-01');
  expect(days.at(-1)).toBe('2026-02-27');

  const disagree = await create({ preset: 'today', from: '2026-02-01', to: '2026-02-27' });
  expect(disagree.status).toBe(400);
  expect(disagree.body).toMatchObject({ err: 1 });
  expect(disagree.body.msg).toContain('from/to disagree with preset=today');
  const backwards = await create({ from: '2026-02-27', to: '2026-02-01' });
  expect(backwards.status).toBe(400);
  expect(backwards.body.msg).toMatch(/^from:/);
});
