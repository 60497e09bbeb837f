import * as english from './bundles/en';
import type { Language } from './languages';

/** The words every app shares (`common`) and the server's error messages (`errors`) in one language. */
export interface LanguageBundle {
  common: Record<string, string>;
  errors: Record<string, string>;
}

/** English comes with the first script: it is the default and every other language's fallback. */
export const ENGLISH: LanguageBundle = english;

/** Another language's bundle, downloaded when a user first shows it. */
export function loadLanguageBundle(language: Language): Promise<LanguageBundle> {
  switch (language) {
    case 'en':
      return Promise.resolve(ENGLISH);
    case 'es':
      return import(/* webpackChunkName: "language-es" */ './bundles/es');
    case 'fr':
      return import(/* webpackChunkName: "language-fr" */ './bundles/fr');
    case 'de':
      return import(/* webpackChunkName: "language-de" */ './bundles/de');
  }
}
