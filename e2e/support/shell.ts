import { expect, type Locator, type Page } from '@playwright/test';

/** The main shell's landmarks and controls, by role and label. */
export function shell(page: Page) {
  return {
    root: page.getByTestId('main-shell'),
    header: page.getByRole('banner'),
    sidebar: page.getByRole('navigation', { name: 'Main menu' }),
    /** The menu's own list, without the account manager card. */
    menu: page.getByRole('navigation', { name: 'Main menu' }).getByRole('list').first(),
    content: page.getByRole('main'),
    breadcrumb: page.getByRole('navigation', { name: 'Breadcrumb' }),
    back: page.getByRole('button', { name: /Back$/ }),
    toggle: page.getByRole('button', { name: 'Toggle sidebar' }),
    customizerButton: page.getByRole('button', { name: 'Open theme customizer' }),
    logout: page.getByRole('button', { name: 'Logout' }),
    language: page.getByRole('combobox', { name: 'Language' }),
    pageTitle: page.getByRole('heading', { level: 1 }),
  };
}

/** A computed style property of an element. */
export function cssOf(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Waits until a computed style property has the wanted value (styles change after React re-renders). */
export async function expectCss(locator: Locator, property: string, wanted: string | RegExp) {
  await expect.poll(() => cssOf(locator, property), { message: `${property} of ${locator}` }).toMatch(wanted);
}

/** Opens the theme customizer and returns its dialog. */
export async function openCustomizer(page: Page): Promise<Locator> {
  await shell(page).customizerButton.click();
  const dialog = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks one option of a setting (a radio group named by its legend) in the open customizer. */
export async function choose(dialog: Locator, setting: string, option: string) {
  const radio = dialog.getByRole('group', { name: setting }).getByRole('radio', { name: option, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** The toast whose text contains `text` (react-hot-toast renders each as a live status). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}
