import { addTranslations } from '@affnet/core';
import { OTHER_PAGES_DE } from './other-pages-de';
import { OTHER_PAGES_EN } from './other-pages-en';
import { OTHER_PAGES_ES } from './other-pages-es';
import { OTHER_PAGES_FR } from './other-pages-fr';

/** The `auth` texts of sign-out, password reset, registration and the hand-off: loaded with those pages (lazyPage). */
addTranslations('auth', { en: OTHER_PAGES_EN, es: OTHER_PAGES_ES, fr: OTHER_PAGES_FR, de: OTHER_PAGES_DE });
