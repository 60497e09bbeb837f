import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import { onPhone } from '../support/phone';
import { toast } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 30, invoices as documents: the owner fills in Settings → Company, then he and the publisher download an
 * approved invoice as a PDF whose text (pdftotext) names the company, the invoice's number and its publisher.
 * January's run, as payments.spec makes it: whichever spec comes first makes and approves it, the other reuses it.
 */
const PERIOD = { from: '2026-01-01', to: '2026-01-31' };
const PUBLISHER = 'publisher@acme.test';
const COMPANY = 'Acme Affiliates Ltd';

interface Invoice {
  id: number;
  number: number | null;
  publisher_name: string;
  currency: string;
}
interface Run {
  id: number;
  period_from: string;
  period_to: string;
  status: 'draft' | 'approved';
  invoices: Invoice[];
}

async function approvedRunOfJanuary(page: Page): Promise<Run> {
  const { token } = await apiLogin(page.request, ACME, 'owner@acme.test', 'owner');
  const runs = await apiCall<Run[]>(page.request, ACME, 'GET', '/api/network/payout-runs', { token });
  const same = (runs.body.payload ?? []).filter((r) => r.period_from === PERIOD.from && r.period_to === PERIOD.to);
  let run = same.find((candidate) => candidate.status === 'approved') ?? same.find((r) => r.status === 'draft');
  if (!run) {
    const made = await apiCall<Run>(page.request, ACME, 'POST', '/api/network/payout-runs', { token, data: PERIOD });
    expect(made.status, made.body.msg).toBe(200);
    run = made.body.payload;
  }
  if (run?.status === 'draft') {
    const approved = await apiCall(page.request, ACME, 'POST', `/api/network/payout-runs/${run.id}/approve`, {
      token,
      data: {},
    });
    expect(approved.status, approved.body.msg).toBe(200);
  }
  const full = await apiCall<Run>(page.request, ACME, 'GET', `/api/network/payout-runs/${run?.id}`, { token });
  return full.body.payload as Run;
}

/** The text of a downloaded PDF, as poppler's pdftotext reads it. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');

async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: pdfText(file) };
}

test('the owner names his company in Settings, and downloads an approved invoice as a PDF', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/settings/company' });
  const section = page.getByRole('region', { name: 'Company details' });
  await section.getByLabel('Legal name').fill(COMPANY);
  await section.getByLabel('Tax / VAT id').fill('GB123456789');
  await section.getByLabel('Language of documents').selectOption('en');
  await expect(section.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'settings-company-1280.png');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Company details saved')).toBeVisible();
  await expect(section.getByText('Unsaved changes')).toHaveCount(0);
  await onPhone(page);
  await shot(page, 'settings-company-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  const run = await approvedRunOfJanuary(page);
  const invoice = run.invoices.find((candidate) => candidate.number !== null);
  expect(invoice, 'the January run has an approved invoice').toBeTruthy();
  await page.goto(`${ACME}/network/payouts/runs/${run.id}`);
  const card = page.getByRole('article', { name: `${invoice?.publisher_name} · ${invoice?.currency}` });
  const pdf = await downloadPdf(page, card.getByRole('button', { name: 'Download PDF' }));
  expect(pdf.name).toBe(`invoice-${invoice?.number}.pdf`);
  expect(pdf.text).toContain(`Number: ${invoice?.number}`);
  expect(pdf.text).toContain(COMPANY);
  expect(pdf.text).toContain('GB123456789');
  expect(pdf.text).toContain(String(invoice?.publisher_name));
});

test('the publisher downloads his invoice as a PDF from its page', async ({ page }) => {
  await approvedRunOfJanuary(page);
  await openSignedIn(page, ACME, PUBLISHER, { path: '/payments' });
  await page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('link', { name: /^Invoice \d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payments\/invoices\/\d+$/);
  const number = (
    await page
      .getByText(/^Invoice \d+$/)
      .first()
      .textContent()
  )?.replace('Invoice ', '');
  const pdf = await downloadPdf(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(pdf.name).toBe(`invoice-${number}.pdf`);
  expect(pdf.text).toContain(`Number: ${number}`);
  expect(pdf.text).toMatch(/Payout statement/);
  await shot(page, 'payments-invoice-pdf-1280.png');
});
