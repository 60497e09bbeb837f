import { addTranslations } from '@affnet/core';
import { AUTH_DE } from './auth-de';
import { AUTH_EN } from './auth-en';
import { AUTH_ES } from './auth-es';
import { AUTH_FR } from './auth-fr';

/**
 * The `auth` namespace as the sign-in pages need it. The core registers every language at once (it has no loading of
 * one language on demand), so these few texts come in all four; the other pages add theirs (other-pages.ts).
 */
addTranslations('auth', { en: AUTH_EN, es: AUTH_ES, fr: AUTH_FR, de: AUTH_DE });
