export { COMMON } from './common';
export { addTranslations, changeLanguage, i18n } from './instance';
export type { Language } from './languages';
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';
export { SERVER_ERRORS } from './server-errors';
