import { FIRST_SCREEN_ELEMENT_ID } from '@affnet/contracts';
import { changeLanguage, i18n } from '@affnet/core';
import { languageChosenOnFirstScreen, startLanguageReady } from './drawn-language';

/** The drawn page's language choice as the server wrote it (in `drawnIn`), then set by the visitor to `chosen`. */
function drawLanguageChoice(drawnIn: string, chosen: string) {
  const drawn = Object.assign(document.createElement('div'), { id: FIRST_SCREEN_ELEMENT_ID });
  drawn.innerHTML = `<select name="language" aria-label="Language">${['en', 'es', 'fr', 'de']
    .map((code) => `<option value="${code}"${code === drawnIn ? ' selected' : ''}>${code}</option>`)
    .join('')}</select>`;
  document.body.prepend(drawn);
  const select = drawn.querySelector('select');
  if (select) select.value = chosen;
}

afterEach(async () => {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  await changeLanguage('en');
  localStorage.clear();
});

it('finds the language the visitor chose on the drawn page, and none when he kept the drawn one', () => {
  expect(languageChosenOnFirstScreen()).toBeNull();
  drawLanguageChoice('de', 'de');
  expect(languageChosenOnFirstScreen()).toBeNull();
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  drawLanguageChoice('en', 'fr');
  expect(languageChosenOnFirstScreen()).toBe('fr');
});

it('starts the live page in the language chosen on the drawn page and remembers it', async () => {
  drawLanguageChoice('en', 'fr');
  await startLanguageReady();
  expect(i18n.language).toBe('fr');
  expect(localStorage.getItem('language')).toBe('fr');
  expect(document.cookie).toContain('language=fr');
});

it('keeps the stored language when nothing was chosen on the drawn page', async () => {
  await changeLanguage('de');
  drawLanguageChoice('de', 'de');
  await startLanguageReady();
  expect(i18n.language).toBe('de');
});
