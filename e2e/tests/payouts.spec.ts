import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { parseCsv } from '../support/csv';
import { ACME, CLOCK_START } from '../support/environment';
import { onPhone, PHONE, pageWidth } from '../support/phone';
import { toast } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 30: the owner pays his publishers. On the demo data he starts a payout run for last month (of the server's
 * clock, in the network's zone), reads its draft invoices, adds an adjustment, approves the run, marks an invoice
 * paid and downloads the run's CSV for the bank.
 */
const PERIOD = { from: '2026-02-01', to: '2026-02-28' };

interface RunSummary {
  id: number;
  period_from: string;
  period_to: string;
  status: 'draft' | 'approved';
}

/** Another spec may have left a draft run of the period: it goes, so this one starts its own. */
async function discardDraftOfPeriod(page: Page) {
  const owner = await apiLogin(page.request, ACME, 'owner@acme.test', 'owner');
  const runs = await apiCall<RunSummary[]>(page.request, ACME, 'GET', '/api/network/payout-runs', {
    token: owner.token,
  });
  for (const run of runs.body.payload ?? []) {
    if (run.period_from === PERIOD.from && run.period_to === PERIOD.to && run.status === 'draft')
      await apiCall(page.request, ACME, 'DELETE', `/api/network/payout-runs/${run.id}`, { token: owner.token });
  }
}

test('the owner runs last month’s payouts: invoices, an adjustment, approval, one paid, the bank’s CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await discardDraftOfPeriod(page);
  // "Last month" is the browser's: it reads the same instant as the server's clock.
  await page.clock.setFixedTime(CLOCK_START);
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/payouts/runs' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByLabel('First day')).toHaveValue(PERIOD.from);
  await expect(page.getByLabel('Last day')).toHaveValue(PERIOD.to);
  await page.getByRole('button', { name: 'Start payout run' }).click();
  await expect(page).toHaveURL(/\/network\/payouts\/runs\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Payout run Feb 1, 2026 – Feb 28, 2026' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals per currency' })).toBeVisible();
  await shot(page, 'payouts-run-draft-1280.png');

  const invoice = page.getByRole('article').first();
  await expect(invoice).toContainText('Draft: numbered when approved');
  const lines = invoice.getByRole('table', { name: /Lines of the invoice/ });
  await expect(lines.locator('tbody tr').first()).toBeVisible();

  await invoice.getByText('Add an adjustment').click();
  const amount = invoice.getByLabel(/Amount in [A-Z]{3}/);
  await invoice.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(amount).toHaveAccessibleDescription(/is required/);
  await expectNoSeriousViolations(page);
  await amount.fill('5.00');
  await invoice.getByLabel('Reason').fill('E2E launch bonus');
  await invoice.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(toast(page, 'Adjustment added')).toBeVisible();
  await expect(lines).toContainText('Adjustment: E2E launch bonus');

  await page.getByRole('button', { name: 'Approve run' }).click();
  const question = page.getByRole('alertdialog', { name: 'Approve this payout run?' });
  await question.getByRole('button', { name: 'Approve run' }).click();
  await expect(toast(page, 'Payout run approved')).toBeVisible();
  await expect(invoice).toContainText(/Invoice no\. \d+ · Approved/);
  await expect(page.getByText('Add an adjustment')).toHaveCount(0);

  await invoice.getByRole('button', { name: 'Mark paid' }).click();
  const paid = page.getByRole('dialog', { name: 'Mark paid' });
  await expect(paid.getByLabel('Paid on')).toHaveValue('2026-03-11');
  await paid.getByLabel('Payment reference').fill('E2E-SEPA-0311');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(page, 'Invoice marked paid')).toBeVisible();
  await expect(invoice).toContainText('reference E2E-SEPA-0311');
  await expectNoSeriousViolations(page);
  await shot(page, 'payouts-run-approved-1280.png');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV for the bank' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payout-run-${PERIOD.from}-${PERIOD.to}.csv`);
  const [header = [], ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header.slice(0, 7)).toEqual([
    'invoice_number',
    'publisher_id',
    'publisher',
    'company',
    'email',
    'currency',
    'amount',
  ]);
  expect(rows.length).toBe(await page.getByRole('article').count());
  expect(rows.find((row) => row.includes('E2E-SEPA-0311'))).toContain('paid');

  await onPhone(page);
  await shot(page, 'payouts-run-approved-390.png');
  await page.getByRole('article').nth(1).scrollIntoViewIfNeeded();
  await shot(page, 'payouts-invoice-390.png');
});

test('balances and payment terms read on a laptop and on a phone', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/payouts' });
  const balances = page.getByRole('table', { name: 'What the network owes each publisher, per currency' });
  await expect(balances.locator('tbody tr').first()).toBeVisible();
  await expect(balances.locator('tfoot tr').first()).toContainText('Total');
  await shot(page, 'payouts-balances-1280.png');
  await balances.getByRole('link', { name: 'Paul Publisher' }).first().click();
  await expect(page).toHaveURL(/\/network\/publishers\?publisher=\d+$/);
  const own = page.getByRole('table', { name: 'Balances of Paul Publisher per currency' });
  await expect(own.locator('tbody tr').first()).toContainText(/[A-Z]{3}/);
  await shot(page, 'publisher-balances-1280.png');
  await page.goto(`${ACME}/network/payouts`);
  await page.getByRole('link', { name: 'Payment terms' }).click();
  await expect(page.getByRole('form', { name: 'Network payment term' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'payouts-terms-1280.png');
  await page.setViewportSize(PHONE);
  for (const path of ['/network/payouts', '/network/payouts/runs', '/network/payouts/terms']) {
    await page.goto(`${ACME}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status', { name: /\S/ })).toHaveCount(0);
    expect(await pageWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `payouts-${path.split('/').at(-1)}-390.png`);
  }
});
