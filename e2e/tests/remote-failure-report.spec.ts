import type { RemoteFailureReport, RemoteManifest } from '@affnet/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall } from '../support/api';
import { ACME, CORE_VERSION } from '../support/environment';
import { remoteFile, serveOffersBuiltForCore2, serveOffersThatThrow } from '../support/remote-swap';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

const FAILED = 'This part of the dashboard could not be loaded. The rest keeps working.';
const BUILT_FOR_NEWER =
  'This part of the dashboard was built for a newer version of the dashboard. Please reload; if it persists, contact your network.';

/** Collects the failure reports the page sends (answered here: the test reads what the dashboard says). */
async function catchFailureReports(page: Page): Promise<RemoteFailureReport[]> {
  const reports: RemoteFailureReport[] = [];
  await page.route('**/mf/failures', async (route) => {
    reports.push(route.request().postDataJSON() as RemoteFailureReport);
    await route.fulfill({ status: 204 });
  });
  return reports;
}

/** The offers release Acme's dashboard registers, as the server names it ('unknown' when it names none). */
async function offersRelease(page: Page): Promise<string> {
  const { body } = await apiCall<Partial<RemoteManifest>>(page.request, ACME, 'GET', '/mf/manifest');
  return body.payload?.releases?.mfe_offers?.version ?? 'unknown';
}

test('a remote whose entry is missing is asked again, then shows its failure and is reported once', async ({
  page,
}) => {
  const reports = await catchFailureReports(page);
  const version = await offersRelease(page);
  let offersRequests = 0;
  await page.route(remoteFile('mfe_offers', 'remoteEntry.js'), (route) => {
    offersRequests++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });

  await openSignedIn(page, ACME, 'publisher@acme.test');
  await shell(page).menu.getByRole('link', { name: 'All', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(failure).toBeVisible();
  // The retry plugin asked for the entry again before the area gave up.
  expect(offersRequests).toBeGreaterThan(1);
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toEqual({ remote: 'mfe_offers', version, area: '/offers/all', message: expect.any(String) });

  // Failing again the same way in the same page view is not reported again.
  // (The area's error boundary logs each failure it catches: the second one is the Retry's.)
  const failedAgain = page.waitForEvent('console', (message) => message.text().startsWith('Remote mfe_offers failed'));
  await failure.getByRole('button', { name: 'Retry' }).click();
  await failedAgain;
  await expect(failure).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reports).toHaveLength(1);
});

test('a remote that throws while rendering breaks only its area and is reported', async ({ page }) => {
  const reports = await catchFailureReports(page);
  await serveOffersThatThrow(page, 'offers.map is not a function');

  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/all' });
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(shell(page).header.getByRole('link', { name: 'Acme Media' })).toBeVisible();
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatchObject({
    remote: 'mfe_offers',
    area: '/offers/all',
    message: 'offers.map is not a function',
  });
});

test('a remote built for a newer shared core says so in its area, with the versions, and is reported', async ({
  page,
}) => {
  const reports = await catchFailureReports(page);
  const version = await offersRelease(page);
  await serveOffersBuiltForCore2(page);

  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/all' });
  const notice = page.getByRole('alert').filter({ hasText: BUILT_FOR_NEWER });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    `Details: mfe_offers (release ${version}) was built for core 2.0.0; this dashboard has ${CORE_VERSION}.`,
  );
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Not a blank page, and not a half-working area: the shell is whole and nothing of the remote ran.
  const { header, menu } = shell(page);
  await expect(header.getByRole('link', { name: 'Acme Media' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('is not a function')).toHaveCount(0);

  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]).toMatchObject({ remote: 'mfe_offers', version, area: '/offers/all' });
  expect(reports[0]?.message).toContain(`mfe_offers requires @affnet/core ^2.0.0; the host provides ${CORE_VERSION}`);

  await expectNoSeriousViolations(page);
  await shot(page, 'core-mismatch-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await shot(page, 'core-mismatch-390.png');
});
