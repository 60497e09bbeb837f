import { ERROR_CODES } from '@affnet/contracts';
import { ENGLISH, loadLanguageBundle } from './bundles';
import { LANGUAGES } from './languages';

describe.each(LANGUAGES.map((l) => l.code))('the %s words every app shares', (language) => {
  it('give every English key, and no other', async () => {
    const bundle = await loadLanguageBundle(language);
    expect(Object.keys(bundle.common).sort()).toEqual(Object.keys(ENGLISH.common).sort());
    expect(Object.keys(bundle.errors).sort()).toEqual(Object.keys(ENGLISH.errors).sort());
  });
});

it('translate every error code the server sends, so no page shows the server’s English', () => {
  const untranslated = Object.values(ERROR_CODES).filter((code) => !Object.hasOwn(ENGLISH.errors, code));
  expect(untranslated).toEqual([]);
});
