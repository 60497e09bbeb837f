import { addTranslations } from '@affnet/core';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { fr } from './i18n/fr';

addTranslations('remotes', { en, es, fr, de });
