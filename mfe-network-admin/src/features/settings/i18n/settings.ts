import { addTranslations } from '@affnet/core';
import { COMPANY_WORDS } from './settings-company';
import { de } from './settings-de';
import { en } from './settings-en';
import { es } from './settings-es';
import { fr } from './settings-fr';

addTranslations('settings', {
  en: { ...en, ...COMPANY_WORDS.en },
  es: { ...es, ...COMPANY_WORDS.es },
  fr: { ...fr, ...COMPANY_WORDS.fr },
  de: { ...de, ...COMPANY_WORDS.de },
});
