import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import { mailboxOf } from '../support/mail';
import { onPhone, PHONE, pageWidth } from '../support/phone';
import { toast } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 30, the publisher's side: his balances, an invoice of an approved payout run, and his payment details, whose
 * change is mailed to him with the IBAN masked. January: payouts.spec runs February, and a run invoices a conversion
 * once.
 */
const PERIOD = { from: '2026-01-01', to: '2026-01-31' };
const PUBLISHER = 'publisher@acme.test';

interface Run {
  id: number;
  period_from: string;
  period_to: string;
  status: 'draft' | 'approved';
}

/** The owner's approved run of January: made and approved now unless an earlier test of this run did it. */
async function approvedRunOfJanuary(page: Page) {
  const { token } = await apiLogin(page.request, ACME, 'owner@acme.test', 'owner');
  const runs = await apiCall<Run[]>(page.request, ACME, 'GET', '/api/network/payout-runs', { token });
  const same = (runs.body.payload ?? []).filter((r) => r.period_from === PERIOD.from && r.period_to === PERIOD.to);
  if (same.some((run) => run.status === 'approved')) return;
  let run = same.find((candidate) => candidate.status === 'draft');
  if (!run) {
    const made = await apiCall<Run>(page.request, ACME, 'POST', '/api/network/payout-runs', { token, data: PERIOD });
    expect(made.status, made.body.msg).toBe(200);
    run = made.body.payload;
  }
  const approved = await apiCall(page.request, ACME, 'POST', `/api/network/payout-runs/${run?.id}/approve`, {
    token,
    data: {},
  });
  expect(approved.status, approved.body.msg).toBe(200);
}

test('the publisher reads his balances and an invoice of the approved run, on a laptop and on a phone', async ({
  page,
}) => {
  await approvedRunOfJanuary(page);
  await openSignedIn(page, ACME, PUBLISHER, { path: '/payments' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const balances = page.getByRole('table', { name: 'Balances' });
  await expect(balances.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Conversions still waiting for approval: owed once they are approved.')).toBeVisible();
  await shot(page, 'payments-1280.png');

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices).toContainText('Jan 1, 2026 – Jan 31, 2026');
  await invoices
    .getByRole('link', { name: /^Invoice \d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payments\/invoices\/\d+$/);
  await expect(page.getByRole('table', { name: 'Conversions' }).locator('tbody tr').first()).toBeVisible();
  await expect(
    page
      .getByText('Awaiting payment')
      .or(page.getByText('Paid', { exact: true }))
      .first(),
  ).toBeVisible();
  await shot(page, 'payments-invoice-1280.png');

  await onPhone(page);
  await shot(page, 'payments-invoice-390.png');
  await page.getByRole('link', { name: '← Back to payments' }).click();
  await expect(balances).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: /\S/ })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'payments-390.png');
});

test('the publisher saves bank details: the IBAN is checked, and the change is mailed to him masked', async ({
  page,
}) => {
  await openSignedIn(page, ACME, PUBLISHER, { path: '/payments' });
  const form = page.getByRole('form', { name: 'Payment details' });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByLabel('Account holder').fill('Paul Media GmbH');
  await form.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
  await form.getByLabel('BIC / SWIFT').fill('COBADEFFXXX');
  await form.getByLabel('Bank name').fill('Commerzbank');
  await form.getByLabel('Bank country').fill('DE');
  await form.getByLabel('Legal name').fill('Paul Media GmbH');
  await form.getByLabel('Address', { exact: true }).fill('Hauptstr. 1, 10115 Berlin');
  await form.getByLabel('Country', { exact: true }).fill('DE');
  await form.getByRole('button', { name: 'Save payment details' }).click();
  await expect(form.getByLabel('IBAN')).toHaveAccessibleDescription(/wrong check digits/);
  await expectNoSeriousViolations(page);

  const mailbox = mailboxOf(PUBLISHER);
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Save payment details' }).click();
  await expect(toast(page, 'Payment details saved')).toBeVisible();
  const mail = await mailbox.next();
  expect(mail).toContain('your payment details were changed');
  expect(mail).toContain('IBAN: ••••3000');
  expect(mail).not.toContain('0532013000');
  await shot(page, 'payments-details-1280.png');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Payment details' }).getByLabel('IBAN')).toHaveValue(
    'DE89370400440532013000',
  );
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: 'Payment details' }).scrollIntoViewIfNeeded();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'payments-details-390.png');
});

test('an advertiser has no Payments page in his menu (no invoices of his yet)', async ({ page }) => {
  await openSignedIn(page, ACME, 'advertiser@acme.test');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payments' })).toHaveCount(0);
});
