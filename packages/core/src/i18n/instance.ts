import { LANGUAGE_COOKIE } from '@affnet/contracts';
import { DEFAULT_LANGUAGE, ENGLISH, isLanguage, LANGUAGES, type Language, loadLanguageBundle } from '@affnet/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'language';

type Bundle = Readonly<Record<string, unknown>>;

/** Gives an app's namespaces in one language (namespace → bundle), downloaded on demand; none for English. */
export type LanguageLoader = (language: Language) => Promise<Readonly<Record<string, Bundle>>> | undefined;

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Tells the server the language too (a cookie for a year), so that it draws the next sign-in page in it. Nothing on
 * a server, which draws pages without a document.
 */
function keepLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the dashboard serves
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The one i18next instance of the whole dashboard; remotes reach it through the shared core. */
export const i18n: I18n = i18next.createInstance();

const startLanguage = storedLanguage();
keepLanguageCookie(startLanguage);

void i18n.use(initReactI18next).init({
  lng: startLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: ['common', 'errors'],
  defaultNS: 'common',
  // English only: another language's words come when it is first shown (loadLanguage), English filling any gap.
  resources: { [DEFAULT_LANGUAGE]: { common: ENGLISH.common, errors: ENGLISH.errors } },
  interpolation: { escapeValue: false },
  // Keys are flat strings such as 'role.admin'; dots are not nesting.
  keySeparator: false,
  initAsync: false,
});

/** Registers an area's namespace in its languages (en, es, fr, de; an area declaration's messages come as data). */
export function addTranslations(namespace: string, resources: Readonly<Record<string, Bundle>>): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}

const loaders: LanguageLoader[] = [
  (language) => loadLanguageBundle(language).then(({ common, errors }) => ({ common, errors })),
];
const loaded = new Map<LanguageLoader, Map<Language, Promise<void>>>();

function load(loader: LanguageLoader, language: Language): Promise<void> {
  const byLanguage = loaded.get(loader) ?? new Map<Language, Promise<void>>();
  loaded.set(loader, byLanguage);
  let done = byLanguage.get(language);
  if (!done) {
    done = Promise.resolve(loader(language)).then((bundles) => {
      for (const [namespace, bundle] of Object.entries(bundles ?? {})) {
        i18n.addResourceBundle(language, namespace, bundle, true, true);
      }
    });
    // A failed download is asked again the next time; meanwhile English fills in.
    done.catch(() => byLanguage.delete(language));
    byLanguage.set(language, done);
  }
  return done;
}

/**
 * Registers how an app gets its words in the languages it does not ship in its first script. The current language
 * starts downloading at once (languageReady waits for it).
 */
export function addLanguageLoader(loader: LanguageLoader): void {
  loaders.push(loader);
  void load(loader, current()).catch(() => undefined);
}

function current(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Downloads what the registered apps need of a language (nothing for English). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(loaders.map((loader) => load(loader, language)));
}

/** Resolves when the current language's words are here (the host waits for it before its first screen). */
export function languageReady(): Promise<void> {
  return loadLanguage(current()).catch(() => undefined);
}

/** Switches the language everywhere and remembers it; its words are downloaded first (English fills any gap). */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  keepLanguageCookie(language);
  await loadLanguage(language).catch(() => undefined);
  await i18n.changeLanguage(language);
}
