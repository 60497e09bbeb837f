import { expect, type Page, test } from '@playwright/test';
import { type DemoRole, demoUser } from '../support/demo-users';
import { dashboardWords, englishLeftIn } from '../support/english-words';
import { ACME, API } from '../support/environment';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 28: in French, German and Spanish no page of any role shows a string of the English bundles. Each role opens
 * its sign-in page and the pages of its menu (as the areas declare it); every visible line and placeholder is looked
 * up among the English words of the host and every remote, leaving out what the language writes the same.
 */
const PERMISSION: Record<DemoRole, string> = {
  owner: 'network',
  publisher: 'publisher',
  advertiser: 'advertiser',
  admin: 'admin',
};

/** The role's menu pages, and an offer's page for the members of a network. */
function pagesOf(role: DemoRole): string[] {
  const menu = dashboardWords()
    .menu.filter((entry) => entry.roles.includes(PERMISSION[role]))
    .map((entry) => entry.to);
  return [...new Set([...menu, ...(role === 'admin' ? [] : ['/offers/1'])])];
}

/** Waits until the page's words are in: its heading, no spinner left (a named status without text; a page's empty
 * live region for later messages is no spinner). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: /\S/ }).filter({ hasNotText: /\S/ })).toHaveCount(0);
  await expect(page.getByTestId('busy-spinner')).toHaveCount(0);
}

/** What the page shows: its visible lines and cells, and the placeholders of its visible fields. */
function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const placeholders = [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')]
      .filter((field) => field.checkVisibility())
      .map((field) => field.placeholder);
    // innerText, not textContent: the text as shown, without what CSS hides, one line per block or cell.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what this test is about
    return [...document.body.innerText.split(/[\n\t]+/), ...placeholders].filter((line) => line.trim());
  });
}

/** The addresses of the page's own sections: links of a navigation inside the page that lead below its path. */
async function sectionsOf(page: Page, path: string): Promise<string[]> {
  const links = page.getByRole('main').getByRole('navigation').getByRole('link');
  const paths = await links.evaluateAll((found) =>
    found.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(paths.filter((section) => section.startsWith(`${path}/`)))];
}

const ROLES: DemoRole[] = ['owner', 'publisher', 'advertiser', 'admin'];

for (const language of ['fr', 'de', 'es']) {
  for (const role of ROLES) {
    test(`in ${language}, no page of the ${role} shows English`, async ({ page }) => {
      test.setTimeout(120_000);
      const englishIn = englishLeftIn(language);
      const left: string[] = [];
      const look = async (where: string) => {
        for (const line of await visibleLines(page)) {
          const english = englishIn(line);
          if (english) left.push(`${where}: "${english}"`);
        }
      };
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      const { email, loginPage } = demoUser(role, 'acme');
      const origin = role === 'admin' ? API : ACME;
      await page.goto(`${origin}${loginPage}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await look(loginPage);
      await openSignedIn(page, origin, email, { loginPage });
      for (const path of pagesOf(role)) {
        await test.step(path, async () => {
          await page.goto(`${origin}${path}`);
          await settled(page);
          await look(path);
          // A page's own sections at addresses below it (Settings' index) are pages too.
          for (const section of await sectionsOf(page, path)) {
            await page.goto(`${origin}${section}`);
            await settled(page);
            await look(section);
          }
        });
      }
      expect(left, `English left in ${language} for the ${role}:\n${[...new Set(left)].join('\n')}`).toEqual([]);
    });
  }
}
