import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteManifest, RemotesOverview } from '@affnet/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiCall, apiLogin, type LoginKind } from '../support/api';
import { uniqueSuffix } from '../support/demo-users';
import { ACME, API, GLOBEX } from '../support/environment';
import { shell, toast } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

/*
 * What this spec needs of the integrated product (issue 11):
 * - `pnpm build` published every remote as a `<version>-local.<hash>` release, the platform default of each
 *   (the e2e server registers the folders of its releases directory at start);
 * - `npm run release -- <remote> --version x --patch <file> --no-test --offline` builds a release into that directory;
 * - the admin's sidebar has "Remotes" (mfe-network-admin's area), the host reads each remote's pages and menu from
 *   the release it gets, and a signed-in user of a network with a canary gets his side of it (/mf/manifest with
 *   his token).
 * The release built here is mfe-offers with e2e/fixtures/mfe-offers-next.patch: a page "Top offers" at
 * /offers/top and a link "Top" in the Offers group. Everything after the first test depends on it.
 */

const ROOT = path.resolve(__dirname, '../..');
const PATCH = path.join(ROOT, 'e2e/fixtures/mfe-offers-next.patch');
/** The e2e server's releases directory: its RELEASES_DIR, else the repository's `releases/`. */
const RELEASES_DIR = path.resolve(ROOT, process.env.RELEASES_DIR || 'releases');
/** A version no other run has used: a release folder never changes. */
const NEXT = `1.0.1-e2e.${uniqueSuffix()}`;
const GLOBEX_NAME = 'Globex Ads';
const ACME_NAME = 'Acme Media';
const ADMIN = 'admin@affnet.test';

test.describe.configure({ mode: 'serial' });

let adminToken = '';
let defaultVersion = '';
let globexId = 0;
let acmeId = 0;

async function overview(request: APIRequestContext): Promise<RemotesOverview> {
  const { status, body } = await apiCall<RemotesOverview>(request, API, 'GET', '/api/remotes', { token: adminToken });
  expect(status, body.msg).toBe(200);
  if (!body.payload) throw new Error('GET /api/remotes sent no overview');
  return body.payload;
}

test.beforeAll(async ({ request }) => {
  // Building one remote takes minutes on a busy machine; its own tests are not this spec's subject (--no-test).
  test.setTimeout(600_000);
  adminToken = (await apiLogin(request, API, ADMIN, 'admin')).token;
  const before = await overview(request);
  defaultVersion = before.rollouts.find((r) => r.remote === 'mfe_offers' && r.network_id === null)?.version ?? '';
  expect(defaultVersion, 'the build made a -local. release of mfe_offers the platform default').toMatch(/-local\./);
  globexId = before.networks.find((n) => n.name === GLOBEX_NAME)?.id ?? 0;
  acmeId = before.networks.find((n) => n.name === ACME_NAME)?.id ?? 0;
  expect(before.rollouts.some((r) => r.remote === 'mfe_offers' && r.network_id === globexId)).toBe(false);

  execFileSync(
    process.execPath,
    // --offline: the command only builds the folder (this server has no DEPLOY_TOKEN); it is registered just below.
    [
      path.join(ROOT, 'scripts/release.mjs'),
      'mfe-offers',
      '--version',
      NEXT,
      '--patch',
      PATCH,
      '--no-test',
      '--offline',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR, AFFNET_SERVER_URL: API },
      stdio: 'inherit',
    },
  );
  // Registered as the super admin would by hand (a deploy script sends the operator's DEPLOY_TOKEN instead).
  const registered = await apiCall(request, API, 'POST', '/api/remotes/releases', {
    token: adminToken,
    data: { remote: 'mfe_offers', version: NEXT },
  });
  expect(registered.status, registered.body.msg).toBe(200);
});

test.afterAll(async ({ request }) => {
  // Both networks follow the platform default again, whatever step failed; the test release leaves the folder.
  for (const networkId of [globexId, acmeId]) {
    if (!adminToken || !networkId) continue;
    await request.fetch(`${API}/api/remotes/mfe_offers/rollouts/${networkId}`, {
      method: 'DELETE',
      headers: { Authorization: adminToken },
    });
  }
  rmSync(path.join(RELEASES_DIR, 'mfe_offers', NEXT), { recursive: true, force: true });
});

const offersRegion = (page: Page) => page.getByRole('region', { name: /mfe_offers/ });
const networkRow = (page: Page, network: string) =>
  offersRegion(page)
    .getByRole('table', { name: 'Releases of Offers per network' })
    .getByRole('row')
    .filter({ hasText: network });
const globexRow = (page: Page) => networkRow(page, GLOBEX_NAME);

async function openRemotesPage(page: Page) {
  await openSignedIn(page, API, ADMIN, { loginPage: '/login/admin' });
  await shell(page).sidebar.getByRole('link', { name: 'Remotes' }).click();
  await expect(page).toHaveURL(`${API}/network/remotes`);
  await expect(shell(page).pageTitle).toHaveText('Remotes');
  await expect(offersRegion(page)).toBeVisible();
}

/** Clicks an action of a network's line of Offers ("Pin release", "Roll back"...). */
const onNetwork = (page: Page, action: string, network: string) =>
  offersRegion(page)
    .getByRole('button', { name: `${action}: Offers, ${network}` })
    .click();
const onGlobex = (page: Page, action: string) => onNetwork(page, action, GLOBEX_NAME);

/** Confirms the open confirmation dialog with its button. */
const confirmWith = (page: Page, button: string) =>
  page.getByRole('alertdialog').getByRole('button', { name: button }).click();

/** The links of the Offers group in a user's sidebar, as he sees them on /offers/all. */
async function offersMenuOf(browser: Browser, origin: string, email: string, loginPage?: '/login/network') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, origin, email, { loginPage, path: '/offers/all' });
  // On an offers page the sidebar shows the Offers group open, its pages listed under its link.
  const group = shell(page)
    .sidebar.getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Offers', exact: true }) });
  const links = group.getByRole('list').getByRole('link');
  await expect(links.first()).toHaveText('All');
  const texts = await links.allTextContents();
  await context.close();
  return texts;
}

test('the super admin opens Remotes from the sidebar: each remote, its releases, each network', async ({ page }) => {
  await openRemotesPage(page);
  for (const remote of ['mfe_auth', 'mfe_offers', 'mfe_statistics', 'mfe_network_admin', 'mfe_publisher']) {
    await expect(page.getByRole('region', { name: new RegExp(remote) })).toBeVisible();
  }
  const releases = offersRegion(page).getByRole('table', { name: 'Releases of Offers', exact: true });
  await expect(releases.getByRole('row').filter({ hasText: defaultVersion })).toContainText('Platform default');
  await expect(releases.getByRole('row').filter({ hasText: NEXT })).toBeVisible();
  await expect(globexRow(page)).toContainText(`Platform default (${defaultVersion})`);
  await expectNoSeriousViolations(page);
});

test('Globex pinned to the new release gets its page and menu entry, Acme keeps the old; then reset', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openRemotesPage(page);
  await onGlobex(page, 'Pin release');
  const dialog = page.getByRole('dialog', { name: `Pin Offers for ${GLOBEX_NAME}` });
  await dialog.getByRole('combobox', { name: 'Release' }).selectOption(NEXT);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Offers ${NEXT} pinned for ${GLOBEX_NAME}`)).toBeVisible();
  await expect(globexRow(page)).toContainText('Pinned for this network');

  // No host release: the page and its menu entry come with the remote's release.
  const globex = await browser.newContext();
  const publisher = await globex.newPage();
  await openSignedIn(publisher, GLOBEX, 'publisher@globex.test', { path: '/offers/top' });
  await expect(shell(publisher).pageTitle).toHaveText('Top offers');
  await expect(publisher.getByText('The offers that convert best this month.')).toBeVisible();
  await expect(publisher).toHaveTitle(/Top offers/);
  await globex.close();
  expect(await offersMenuOf(browser, GLOBEX, 'publisher@globex.test')).toEqual([
    'All',
    'Active',
    'Top',
    'Public',
    'Private',
  ]);
  expect(await offersMenuOf(browser, ACME, 'publisher@acme.test')).toEqual(['All', 'Active', 'Public', 'Private']);

  await onGlobex(page, 'Reset to platform default');
  await confirmWith(page, 'Reset to platform default');
  await expect(toast(page, `${GLOBEX_NAME} follows the platform default of Offers again`)).toBeVisible();
  await expect(globexRow(page)).toContainText(`Platform default (${defaultVersion})`);
  expect(await offersMenuOf(browser, GLOBEX, 'publisher@globex.test')).not.toContain('Top');
});

/** Acme's demo users, and the side of the canary each one gets (the server's answer to him). */
async function canarySides(request: APIRequestContext) {
  const users: { email: string; kind: LoginKind; loginPage?: '/login/network' }[] = [
    { email: 'publisher@acme.test', kind: 'member' },
    { email: 'advertiser@acme.test', kind: 'member' },
    { email: 'owner@acme.test', kind: 'owner', loginPage: '/login/network' },
  ];
  const sides = [];
  for (const user of users) {
    const { token } = await apiLogin(request, ACME, user.email, user.kind);
    const { body } = await apiCall<RemoteManifest>(request, ACME, 'GET', '/mf/manifest', { token });
    sides.push({ ...user, canary: body.payload?.releases.mfe_offers.canary === true });
  }
  const inCanary = sides.find((s) => s.canary);
  const stable = sides.find((s) => !s.canary);
  // Sides are stable per user (a hash of network, remote and user id): with 50 % three users all on one side would
  // be a 1 in 4 draw of the seeded ids, seen at once here rather than as a flaky page check.
  if (!inCanary || !stable) throw new Error(`All of Acme's demo users are on one side: ${JSON.stringify(sides)}`);
  return { inCanary, stable };
}

test('a canary at 50 % splits two users of Acme; promote, then roll back', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await openRemotesPage(page);
  await onNetwork(page, 'Start canary', ACME_NAME);
  const dialog = page.getByRole('dialog', { name: `Canary of Offers for ${ACME_NAME}` });
  await dialog.getByRole('button', { name: 'Start canary' }).click();
  await expect(dialog.getByText('Share of users: enter a whole number from 1 to 99.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Canary release' }).selectOption(NEXT);
  await dialog.getByRole('textbox', { name: 'Share of users (%)' }).fill('50');
  await dialog.getByRole('button', { name: 'Start canary' }).click();
  await expect(toast(page, `Canary started: Offers ${NEXT} for 50 % of the users of ${ACME_NAME}`)).toBeVisible();
  await expect(networkRow(page, ACME_NAME)).toContainText(`${NEXT} for 50 % of users`);

  const { inCanary, stable } = await canarySides(request);
  expect(await offersMenuOf(browser, ACME, inCanary.email, inCanary.loginPage)).toContain('Top');
  expect(await offersMenuOf(browser, ACME, stable.email, stable.loginPage)).not.toContain('Top');

  await onNetwork(page, 'Promote canary', ACME_NAME);
  await expect(page.getByRole('alertdialog', { name: 'Promote the canary?' })).toBeVisible();
  await confirmWith(page, 'Promote canary');
  await expect(toast(page, `Offers ${NEXT} now serves every user of ${ACME_NAME}`)).toBeVisible();
  await expect(networkRow(page, ACME_NAME)).not.toContainText('for 50 % of users');
  expect(await offersMenuOf(browser, ACME, stable.email, stable.loginPage)).toContain('Top');

  // Roll back to a release chosen from the line's earlier ones.
  await onNetwork(page, 'Roll back', ACME_NAME);
  const earlier = page.getByRole('dialog', { name: `Roll back Offers for ${ACME_NAME}` });
  await expectNoSeriousViolations(page);
  await earlier.getByRole('button', { name: `Roll back to this: ${defaultVersion}` }).click();
  await expect(toast(page, `Offers rolled back to ${defaultVersion} for ${ACME_NAME}`)).toBeVisible();
  await expect(networkRow(page, ACME_NAME)).toContainText(defaultVersion);
  expect(await offersMenuOf(browser, ACME, inCanary.email, inCanary.loginPage)).not.toContain('Top');
  // Not one step only: the release rolled back from stays in the list, to go forward to again.
  await onNetwork(page, 'Roll back', ACME_NAME);
  await expect(earlier.getByRole('button', { name: `Roll back to this: ${NEXT}` })).toBeVisible();
  await earlier.getByRole('button', { name: 'Cancel' }).click();

  // Put the demo data back: Acme follows the platform default.
  await onNetwork(page, 'Reset to platform default', ACME_NAME);
  await confirmWith(page, 'Reset to platform default');
  await expect(networkRow(page, ACME_NAME)).toContainText(`Platform default (${defaultVersion})`);
});

test('the super admin makes a deploy token for the offers team, shown once, that acts on Offers only; then revokes it', async ({
  page,
  request,
}) => {
  const team = `offers-team-${uniqueSuffix()}`;
  await openRemotesPage(page);
  const tokens = page.getByRole('region', { name: 'Deploy tokens' });
  await tokens.getByRole('textbox', { name: 'Team name' }).fill(team);
  await tokens.getByRole('combobox', { name: 'Remote' }).selectOption('mfe_offers');
  await tokens.getByRole('checkbox', { name: GLOBEX_NAME }).check();
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const shown = tokens.getByRole('status').filter({ hasText: `Token of ${team}, shown this once` });
  await expect(shown).toBeVisible();
  const token = (await shown.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^affnet_deploy_/);
  await expect(tokens.getByRole('row').filter({ hasText: team })).toContainText(`Offers: ${GLOBEX_NAME}`);
  await expectNoSeriousViolations(page);

  // The team's script: Offers on Globex, yes; Statistics or Acme, no.
  const bearer = `Bearer ${token}`;
  const pin = (remote: string, network: number) =>
    apiCall(request, API, 'PUT', `/api/remotes/${remote}/rollouts/${network}`, {
      token: bearer,
      data: { version: defaultVersion },
    });
  expect((await pin('mfe_offers', globexId)).status).toBe(200);
  expect((await pin('mfe_statistics', globexId)).status).toBe(403);
  expect((await pin('mfe_offers', acmeId)).status).toBe(403);

  // Shown once: after a reload the page lists the token, never its secret.
  await page.reload();
  await expect(tokens.getByRole('row').filter({ hasText: team })).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await tokens.getByRole('button', { name: `Revoke: ${team}` }).click();
  await confirmWith(page, 'Revoke');
  await expect(toast(page, `Token of ${team} revoked`)).toBeVisible();
  await expect(tokens.getByRole('row').filter({ hasText: team })).toContainText('Revoked');
  expect((await pin('mfe_offers', globexId)).status).toBe(401);
});

test('the super admin reads the latest failure messages of a release, signed-in and anonymous apart', async ({
  page,
  request,
}) => {
  const message = `offers.map is not a function (${uniqueSuffix()})`;
  const { token } = await apiLogin(request, ACME, 'publisher@acme.test');
  const report = { remote: 'mfe_offers', version: defaultVersion, area: '/offers/all', message };
  expect((await apiCall(request, ACME, 'POST', '/mf/failures', { token, data: report })).status).toBe(200);
  await openRemotesPage(page);
  await offersRegion(page)
    .getByRole('button', { name: `Failures: Offers ${defaultVersion}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Latest failures of Offers ${defaultVersion}` });
  const row = dialog.getByRole('row').filter({ hasText: message });
  await expect(row).toContainText('A signed-in user');
  await expect(row).toContainText(ACME_NAME);
  await expect(row).toContainText('/offers/all');
  await expectNoSeriousViolations(page);
});
