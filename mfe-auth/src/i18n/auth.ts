import { addTranslations } from '@affnet/core';
import { AUTH_DE } from './auth-de';
import { AUTH_EN } from './auth-en';
import { AUTH_ES } from './auth-es';
import { AUTH_FR } from './auth-fr';

/** The `auth` namespace: sign-in, password reset and registration pages. */
addTranslations('auth', { en: AUTH_EN, es: AUTH_ES, fr: AUTH_FR, de: AUTH_DE });
