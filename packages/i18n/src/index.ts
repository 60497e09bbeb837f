export { COMMON } from './common';
export { addTranslations, changeLanguage, i18n } from './instance';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';
export type { Language } from './languages';
