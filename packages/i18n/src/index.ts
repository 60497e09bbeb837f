// The translations every app shares (common words, the server's error messages) and the language list. The one
// i18next instance that serves them lives in the shared core (@affnet/core).
export { ENGLISH, type LanguageBundle, loadLanguageBundle } from './bundles';
export type { Language } from './languages';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';
