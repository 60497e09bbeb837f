import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/** The audit log words actions and changes in the user's language; its heading is the breadcrumb's. */
test('the owner reads an offer pause in the audit log in German', async ({ page, request }) => {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const offers = await apiCall<{ rows: { id: number; name: string; status: string }[] }>(
    request,
    ACME,
    'GET',
    '/api/offers?limit=50',
    { token: owner.token },
  );
  const offer = offers.body.payload?.rows.find((o) => o.status === 'active');
  if (!offer) throw new Error('no active demo offer');
  const setStatus = (status: string) =>
    apiCall(request, ACME, 'POST', `/api/offers/${offer.id}/status`, { token: owner.token, data: { status } });
  try {
    expect((await setStatus('paused')).status).toBe(200);
    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network', path: '/network/audit-log' });
    await shell(page).language.selectOption({ label: 'Deutsch' });
    await expect(shell(page).pageTitle).toHaveText('Prüfprotokoll');
    await expect(page.getByRole('navigation', { name: 'Brotkrumen' })).toContainText('Prüfprotokoll');
    const log = page.getByRole('table', { name: 'Änderungen, neueste zuerst' });
    const row = log.getByRole('row').filter({ hasText: offer.name }).first();
    await expect(row).toContainText('Angebotsstatus geändert');
    await expect(row).toContainText('Status: aktiv → pausiert');
    await expect(log.getByText('offer.status')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'audit-log-de-1280.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'audit-log-de-390.png');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${ACME}/network/settings`);
    const logo = page.getByRole('region', { name: 'Logo' });
    await expect(logo.getByRole('img', { name: 'Aktuell: Großes Logo' })).toBeVisible();
    await logo.scrollIntoViewIfNeeded();
    await shot(page, 'logo-section-de-1280.png');
  } finally {
    await setStatus('active');
  }
});
