import { expect, test } from '@playwright/test';
import { uniqueSuffix } from '../support/demo-users';
import { ACME, E2E_PORT, GLOBEX } from '../support/environment';
import { registerByInvite } from '../support/registration';
import { shell } from '../support/shell';
import { signIn } from '../support/sign-in';

const PASSWORD = 'Joined-2026x';

test('a publisher joins Acme by invitation and signs in to the publisher menu', async ({ page }) => {
  const email = `pub-${uniqueSuffix()}@example.test`;
  await registerByInvite(page, ACME, 'publisher', 'acme-publisher-invite', {
    name: 'Nina Newpub',
    company: 'Nina Media',
    email,
    password: PASSWORD,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Join Acme Media as a publisher' })).toHaveCount(0);
  await signIn(page, ACME, email, '/login', PASSWORD);
  await expect(shell(page).header).toContainText('Nina Newpub');
  await expect(shell(page).menu.getByRole('link', { name: 'Postback' })).toBeVisible();
  await expect(shell(page).pageTitle).toHaveText('Dashboard');
});

test('an advertiser joins Globex by invitation and signs in to the advertiser menu', async ({ page }) => {
  const email = `adv-${uniqueSuffix()}@example.test`;
  await page.goto(`${GLOBEX}/register/advertiser?token=globex-advertiser-invite`);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Globex Ads as an advertiser' })).toBeVisible();
  await registerByInvite(page, GLOBEX, 'advertiser', 'globex-advertiser-invite', {
    name: 'Otto Newadv',
    company: 'Otto Brands',
    email,
    password: PASSWORD,
  });
  await signIn(page, GLOBEX, email, '/login', PASSWORD);
  await expect(shell(page).header).toContainText('Otto Newadv');
  await expect(shell(page).menu.getByRole('link', { name: 'Download center' })).toBeVisible();
  await expect(shell(page).menu.getByRole('link', { name: 'Postback' })).toHaveCount(0);
});

test('an invitation for another kind of account is refused', async ({ page }) => {
  await page.goto(`${ACME}/register/advertiser?token=acme-publisher-invite`);
  await expect(page.getByRole('alert')).toHaveText('This invitation link is invalid or has expired');
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('a new network registers with a free id and its owner signs in on its own domain', async ({ page }) => {
  await page.goto(`${ACME}/register/network`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register your network' })).toBeVisible();
  const idField = page.getByLabel('Network ID');
  const submit = page.getByRole('button', { name: 'Register network' });

  await idField.fill('acme');
  await expect(page.getByText('“acme” is already taken')).toBeVisible();
  await expect(idField).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  const id = `e2e-${uniqueSuffix()}`;
  await idField.fill(id);
  await expect(page.getByText(`“${id}” is available`)).toBeVisible();
  await expect(submit).toBeEnabled();
  const company = `Network ${id}`;
  const email = `owner-${id}@example.test`;
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Your name').fill('Olga Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your network is ready' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your network has been created');
  await expect(page.getByRole('link', { name: 'Sign in to your network' })).toHaveAttribute('href', '/login/network');

  // The id is now taken.
  await page.goto(`${ACME}/register/network`);
  await page.getByLabel('Network ID').fill(id);
  await expect(page.getByText(`“${id}” is already taken`)).toBeVisible();

  // The network's own dashboard domain shows its name, and its owner signs in there.
  const origin = `http://${id}.localhost:${E2E_PORT}`;
  await page.goto(`${origin}/login/network`);
  await expect(page.getByText(company, { exact: true })).toBeVisible();
  await signIn(page, origin, email, '/login/network', PASSWORD);
  await expect(shell(page).header.getByRole('link', { name: company })).toBeVisible();
  await expect(shell(page).customizerButton).toBeVisible();
});
