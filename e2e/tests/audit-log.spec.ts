import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { TENANTS } from '../support/demo-users';
import { ACME } from '../support/environment';
import { choose, openCustomizer, shell, toast } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';
import { savedTheme } from '../support/theme';

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
    await page.goto(`${ACME}/network/settings/logo`);
    const logo = page.getByRole('region', { name: 'Logo' });
    await expect(logo.getByRole('img', { name: 'Aktuell: Großes Logo' })).toBeVisible();
    await logo.scrollIntoViewIfNeeded();
    await shot(page, 'logo-section-de-1280.png');
  } finally {
    await setStatus('active');
  }
});

/** Issue 28 item 6: a theme change is recorded before → after in words; a save that changes nothing adds no entry. */
test('a theme change reads "Navbar colour: skin n → skin m"; a save without changes adds nothing', async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const entries = async () =>
    (
      await apiCall<{ total: number }>(request, ACME, 'GET', '/api/network/audit-log?limit=1', {
        token: owner.token,
      })
    ).body.payload?.total ?? -1;
  const theme = await savedTheme(request, TENANTS.acme);
  const before = theme.original.navbarbg ?? 'skin1';
  const after = before === 'skin3' ? 'skin4' : 'skin3';
  const number = (skin: string) => skin.slice('skin'.length);
  try {
    // The link settings saved as they are: the page's Save without an edit.
    const settings = await apiCall<{
      parameter: string;
      customParameters: { name: string; value: string }[];
      network_publisher_setting_string: string;
    }>(request, ACME, 'GET', '/api/get/network/setting', { token: owner.token });
    const { parameter, customParameters, network_publisher_setting_string } = settings.body.payload ?? {};
    const count = await entries();
    const same = { parameter, customParameters, network_publisher_setting_string };
    expect(
      (await apiCall(request, ACME, 'POST', '/api/network/setting/save', { token: owner.token, data: same })).status,
    ).toBe(200);
    expect(await entries()).toBe(count);

    await openSignedIn(page, ACME, 'owner@acme.test', { loginPage: '/login/network' });
    const dialog = await openCustomizer(page);
    await choose(dialog, 'Navbar colour', `Skin ${number(after)}`);
    await dialog.getByRole('button', { name: 'Save theme' }).click();
    await expect(toast(page, 'Success!')).toBeVisible();
    await page.goto(`${ACME}/network/audit-log`);
    const log = page.getByRole('table', { name: 'Changes, newest first' });
    const newest = log.getByRole('row').nth(1);
    await expect(newest).toContainText('Theme changed');
    await expect(newest).toContainText(`Navbar colour: skin ${number(before)} → skin ${number(after)}`);
    await expect(log.getByText(/navbarbg|custom_parameters|publisher_setting_string/)).toHaveCount(0);
    expect(await entries()).toBe(count + 1);
    await shot(page, 'audit-log-theme-1280.png');
  } finally {
    await theme.restore();
  }
});
