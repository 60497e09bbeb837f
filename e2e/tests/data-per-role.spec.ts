import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 26: an advertiser reads his conversions without learning who sent them (a stable "Publisher {id}", no name,
 * no Sub IDs); a publisher reads an offer without its destination (he runs his tracking link).
 */
test("the advertiser's conversions name each publisher by alias, never by name or Sub ID", async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const seen = await apiCall<{ rows: { publisher_name: string }[] }>(
    request,
    ACME,
    'GET',
    '/api/statistics/conversions?limit=100',
    { token: owner.token },
  );
  const names = [...new Set(seen.body.payload?.rows.map((c) => c.publisher_name))];
  expect(names.length, 'the demo network has converting publishers').toBeGreaterThan(0);

  await openSignedIn(page, ACME, 'advertiser@acme.test', { path: '/statistics/conversions' });
  const table = page.getByRole('table', { name: 'Conversions' });
  await expect(table.getByRole('columnheader', { name: 'Publisher' })).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText(/Publisher \d+/);
  for (const name of names) await expect(table).not.toContainText(name);
  await expect(table.getByRole('columnheader', { name: 'Sub IDs' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("a publisher's offer page shows his tracking link, not the offer's destination", async ({ page, request }) => {
  const owner = await apiLogin(request, ACME, 'owner@acme.test', 'owner');
  const offer = await apiCall<{ id: number; name: string; destination_url: string }>(
    request,
    ACME,
    'GET',
    '/api/offers/1',
    { token: owner.token },
  );
  const destination = offer.body.payload?.destination_url ?? '';
  expect(destination).toContain('{click_id}');

  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/offers/1' });
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${offer.body.payload?.name}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tracking link' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Destination URL$/ })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(destination.split('{')[0] ?? destination);
  await expectNoSeriousViolations(page);
});
