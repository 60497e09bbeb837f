import type { PublisherBalances } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import { onPhone, PHONE } from '../support/phone';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 30: the publisher's dashboard shows his balance per currency (earned, pending, paid) as his own
 * GET /api/balances answers it, with the way to his Payments page; on a phone its rows are cards that fit the screen.
 * The owner's dashboard has none.
 */
const PUBLISHER = 'publisher@acme.test';
const FIGURES = ['earned', 'pending', 'paid'] as const;

/** His balances as the server answers him, each row as the dashboard should show it. */
async function expectedRows(page: Page) {
  const { token } = await apiLogin(page.request, ACME, PUBLISHER);
  const answer = await apiCall<PublisherBalances>(page.request, ACME, 'GET', '/api/balances', { token });
  expect(answer.status, answer.body.msg).toBe(200);
  return (answer.body.payload?.rows ?? []).map((row) => [
    row.currency,
    ...FIGURES.map((figure) => formatMoney(row[figure], row.currency, 'en')),
  ]);
}

const balanceOf = (page: Page) => shell(page).content.getByRole('region', { name: 'Balance', exact: true });

test('the publisher reads his balance per currency on his dashboard and goes on to his payments', async ({ page }) => {
  const expected = await expectedRows(page);
  expect(expected.length, 'the demo publisher has a balance').toBeGreaterThan(0);
  await openSignedIn(page, ACME, PUBLISHER, { path: '/dashboard' });
  const balance = balanceOf(page);
  const table = balance.getByRole('table', { name: 'Balance per currency' });
  await expect(table.getByRole('columnheader')).toHaveText(['Currency', 'Earned', 'Pending', 'Paid']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(expected.length);
  for (const [index, cells] of expected.entries()) await expect(rows.nth(index).getByRole('cell')).toHaveText(cells);
  await balance.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-balance-1280.png');

  await onPhone(page);
  await expect(rows.first()).toBeVisible();
  const box = await rows.first().boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0), 'a balance card ends inside the screen').toBeLessThanOrEqual(PHONE.width);
  await balance.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-balance-390.png');
  await expectNoSeriousViolations(page);

  await balance.getByRole('link', { name: 'Your payments and invoices' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
});

test('the owner’s dashboard shows no balance of its own', async ({ page }) => {
  await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/dashboard' });
  await expect(shell(page).content.getByRole('region', { name: 'Today vs yesterday' })).toBeVisible();
  await expect(balanceOf(page)).toHaveCount(0);
});
