import { addTranslations } from '@affnet/core';
import { de } from './settings-de';
import { en } from './settings-en';
import { es } from './settings-es';
import { fr } from './settings-fr';

addTranslations('settings', { en, es, fr, de });
