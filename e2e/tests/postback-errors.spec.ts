import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { apiLogin } from '../support/api';
import { ACME } from '../support/environment';
import {
  deleteAllPostbacks,
  type PostbackSettings,
  postbackSettings,
  savePostbackSettings,
} from '../support/postbacks';
import { shell } from '../support/shell';
import { shot } from '../support/shots';
import { openSignedIn } from '../support/sign-in';

/** A refused postback target is shown on the URL field in the user's language, and goes when the URL changes. */
const REFUSAL = 'Diese Adresse zeigt auf ein privates oder reserviertes Netz und wird abgelehnt.';

let ownerToken: string;
let publisherToken: string;
let before: PostbackSettings;

test.beforeAll(async ({ request }) => {
  ownerToken = (await apiLogin(request, ACME, 'owner@acme.test', 'owner')).token;
  publisherToken = (await apiLogin(request, ACME, 'publisher@acme.test')).token;
  before = await postbackSettings(request, ownerToken);
  await savePostbackSettings(request, ownerToken, { ...before, postback_approval: false });
});

test.afterAll(async ({ request }) => {
  await deleteAllPostbacks(request, publisherToken);
  await savePostbackSettings(request, ownerToken, before);
});

test('a refused postback target shows on the URL field in German and goes when the URL changes', async ({ page }) => {
  await openSignedIn(page, ACME, 'publisher@acme.test', { path: '/postback/list' });
  await shell(page).language.selectOption({ label: 'Deutsch' });
  await page.getByRole('button', { name: 'Postback hinzufügen' }).click();
  const url = page.getByLabel('Postback-URL');
  // A private address the operator does not allow (he allows the tests' receivers on 127.0.0.1 only).
  await url.fill('http://10.0.0.1:9/pb?click={click_id}');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/postbacks') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Postback speichern' }).click();
  expect((await saved).status()).toBe(400);
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(REFUSAL);
  await expect(page.getByText(/refused target|10\.0\.0\.1 is a private/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await url.scrollIntoViewIfNeeded();
  await shot(page, 'postback-refused-de-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await url.scrollIntoViewIfNeeded();
  await shot(page, 'postback-refused-de-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  await url.press('End');
  await url.pressSequentially('&x=1');
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REFUSAL)).toHaveCount(0);

  // The Test button's refusal lands on the same field, and goes the same way.
  await page.getByRole('button', { name: 'URL testen' }).click();
  await expect(url).toHaveAccessibleDescription(REFUSAL);
  await url.fill('https://tracker.example/pb?click={click_id}');
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
});
