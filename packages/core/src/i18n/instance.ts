import { COMMON, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, SERVER_ERRORS } from '@affnet/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The one i18next instance of the whole dashboard; remotes reach it through the shared core. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: ['common', 'errors'],
  defaultNS: 'common',
  resources: Object.fromEntries(
    LANGUAGES.map(({ code }) => [code, { common: COMMON[code], errors: SERVER_ERRORS[code] }]),
  ),
  interpolation: { escapeValue: false },
  // Keys are flat strings such as 'role.admin'; dots are not nesting.
  keySeparator: false,
  initAsync: false,
});

/** Registers an area's namespace in its languages (en, es, fr, de; an area declaration's messages come as data). */
export function addTranslations(
  namespace: string,
  resources: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}

/** Switches the language everywhere and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}
