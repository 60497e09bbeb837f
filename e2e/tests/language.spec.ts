import { expect, test } from '@playwright/test';
import { ACME } from '../support/environment';
import { shell } from '../support/shell';
import { openSignedIn } from '../support/sign-in';

test('the language choice translates the shell and is kept across a reload', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test');
  const { menu, language } = shell(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await language.selectOption({ label: 'Español' });
  const menú = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menú.getByRole('link', { name: 'Panel', exact: true })).toBeVisible();
  await expect(menú.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The area's page title follows too.
  await expect(shell(page).pageTitle).toHaveText('Panel');

  await page.reload();
  await expect(menú.getByRole('link', { name: 'Panel', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  const idioma = page.getByRole('combobox', { name: 'Idioma' });
  await expect(idioma).toHaveValue('es');

  await idioma.selectOption({ label: 'English' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(shell(page).logout).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  await page.reload();
  await expect(shell(page).logout).toBeVisible();
  await expect(language).toHaveValue('en');
});
