import { addLanguageLoader, addTranslations, changeLanguage, i18n, languageReady } from './instance';

afterEach(() => changeLanguage('en'));

describe('languages other than English', () => {
  it('come when first shown: the shared words and the server messages, English until then', async () => {
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
    expect(i18n.t('retry', { lng: 'fr' })).toBe('Retry');
    await changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('retry')).toBe('Réessayer');
    expect(i18n.t('UNAUTHENTICATED', { ns: 'errors' })).not.toBe('Please sign in again.');
  });

  it("asks each app's loader for the language shown, once per language", async () => {
    const loader = jest.fn((language: string) =>
      language === 'de' ? Promise.resolve({ billing: { title: 'Rechnungen' } }) : undefined,
    );
    addTranslations('billing', { en: { title: 'Invoices' } });
    addLanguageLoader(loader);
    await changeLanguage('de');
    await changeLanguage('en');
    await changeLanguage('de');
    expect(i18n.t('title', { ns: 'billing' })).toBe('Rechnungen');
    expect(loader.mock.calls.filter(([language]) => language === 'de')).toHaveLength(1);
  });

  it('switch even when a download fails (English fills in), and ask again next time', async () => {
    let fail = true;
    const loader = jest.fn((language: string) => {
      if (language !== 'es') return undefined;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ reports: { title: 'Informes' } });
    });
    addTranslations('reports', { en: { title: 'Reports' } });
    addLanguageLoader(loader);
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('title', { ns: 'reports' })).toBe('Reports');
    fail = false;
    await changeLanguage('en');
    await changeLanguage('es');
    expect(i18n.t('title', { ns: 'reports' })).toBe('Informes');
  });

  it('are ready at start for the language the user chose', async () => {
    await changeLanguage('de');
    const loader = jest.fn(() => Promise.resolve({ offers: { title: 'Angebote' } }));
    addLanguageLoader(loader);
    await languageReady();
    expect(loader).toHaveBeenCalledWith('de');
    expect(i18n.t('title', { ns: 'offers' })).toBe('Angebote');
  });
});
