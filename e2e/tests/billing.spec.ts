import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME, CLOCK_START } from '../support/environment';
import { onPhone, PHONE, pageWidth } from '../support/phone';
import { toast } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 30, advertiser billing: on the demo data the owner makes last month's advertiser invoices (of the server's
 * clock, in the network's zone), adds a credit, sends them and downloads one as a PDF; the advertiser then sees his
 * invoice, its lines by offer and goal with no publisher named, and downloads its PDF.
 */
const PERIOD = { from: '2026-02-01', to: '2026-02-28' };

interface RunSummary {
  id: number;
  period_from: string;
  period_to: string;
  status: 'draft' | 'sent';
}

/** Another spec (or an earlier try) may have left a draft of the period: it goes, so this one makes its own. */
async function discardDraftOfPeriod(page: Page) {
  const { token } = await apiLogin(page.request, ACME, 'owner@acme.test', 'owner');
  const runs = await apiCall<RunSummary[]>(page.request, ACME, 'GET', '/api/network/billing-runs', { token });
  for (const run of runs.body.payload ?? [])
    if (run.period_from === PERIOD.from && run.period_to === PERIOD.to && run.status === 'draft')
      await apiCall(page.request, ACME, 'DELETE', `/api/network/billing-runs/${run.id}`, { token });
}

/** The text of a downloaded PDF, as poppler's pdftotext reads it. */
async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}

test('the owner makes and sends last month’s invoices; the advertiser sees his and downloads its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await discardDraftOfPeriod(page);
  // "Last month" is the browser's: it reads the same instant as the server's clock.
  await page.clock.setFixedTime(CLOCK_START);
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/billing/runs' });
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByLabel('First day')).toHaveValue(PERIOD.from);
  await expect(page.getByLabel('Last day')).toHaveValue(PERIOD.to);
  await page.getByRole('button', { name: 'Make invoices' }).click();
  await expect(page).toHaveURL(/\/network\/billing\/runs\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Invoice run Feb 1, 2026 – Feb 28, 2026' })).toBeVisible();

  const invoice = page.getByRole('article').filter({ hasText: 'Ada Advertiser' }).first();
  await expect(invoice).toContainText('Draft: numbered when sent');
  await invoice.getByText('Add an adjustment').click();
  await invoice.getByLabel('Kind').selectOption('credit');
  await invoice.getByLabel(/Amount in [A-Z]{3}/).fill('5.00');
  await invoice.getByLabel('Reason').fill('E2E goodwill credit');
  await invoice.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(toast(page, 'Adjustment added')).toBeVisible();
  await expect(invoice).toContainText('Adjustment: E2E goodwill credit');
  await expectNoSeriousViolations(page);
  await shot(page, 'billing-run-draft-1280.png');

  await page.getByRole('button', { name: 'Send invoices' }).click();
  const question = page.getByRole('alertdialog', { name: 'Send these invoices?' });
  await question.getByRole('button', { name: 'Send invoices' }).click();
  await expect(toast(page, 'Invoices sent')).toBeVisible();
  await expect(invoice).toContainText(/Invoice no\. \d+ · Sent · due Apr 10, 2026/);
  const number = (await invoice.textContent())?.match(/Invoice no\. (\d+)/)?.[1] ?? '';
  const owners = await downloadPdf(page, invoice.getByRole('button', { name: 'Download PDF' }));
  expect(owners.name).toBe(`invoice-A${number}.pdf`);
  expect(owners.text).toContain(`Number: ${number}`);
  expect(owners.text).toContain('E2E goodwill credit');
  await expectNoSeriousViolations(page);
  await shot(page, 'billing-run-sent-1280.png');
  await onPhone(page);
  await shot(page, 'billing-run-sent-390.png');

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, ACME, 'advertiser@acme.test', { loginPage: '/login', path: '/invoices' });
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Your invoices, newest first' });
  await list.getByRole('link', { name: `No. ${number}` }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines).toContainText('Adjustment: E2E goodwill credit');
  await expect(page.getByRole('main')).not.toContainText(/Publisher/);
  await expectNoSeriousViolations(page);
  await shot(page, 'advertiser-invoice-1280.png');
  const his = await downloadPdf(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(his.name).toBe(`invoice-A${number}.pdf`);
  expect(his.text).toContain(`Number: ${number}`);
  await onPhone(page);
  await shot(page, 'advertiser-invoice-390.png');
  await page.goto(`${ACME}/invoices`);
  await expect(page.getByRole('table', { name: 'Your invoices, newest first' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'advertiser-invoices-390.png');
});

test('advertiser balances and the payment term read on a laptop and on a phone', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/billing' });
  const balances = page.getByRole('table', { name: 'What each advertiser owes the network, per currency' });
  await expect(balances.locator('tbody tr').first()).toBeVisible();
  await expect(balances.locator('tfoot tr').first()).toContainText('Total');
  await expectNoSeriousViolations(page);
  await shot(page, 'billing-balances-1280.png');
  await page.getByRole('link', { name: 'Payment term' }).click();
  await expect(page.getByLabel('Days until due')).toHaveValue(/\d+/);
  await shot(page, 'billing-terms-1280.png');
  await page.setViewportSize(PHONE);
  for (const path of ['/network/billing', '/network/billing/runs', '/network/billing/terms']) {
    await page.goto(`${ACME}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(await pageWidth(page), path).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `billing-${path.split('/').at(-1)}-390.png`);
  }
});
