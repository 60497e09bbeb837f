import { addTranslations } from '@affnet/core';
import { PAYMENTS_DE } from './payments-de';
import { PAYMENTS_EN } from './payments-en';
import { PAYMENTS_ES } from './payments-es';
import { PAYMENTS_FR } from './payments-fr';

addTranslations('payments', { en: PAYMENTS_EN, es: PAYMENTS_ES, fr: PAYMENTS_FR, de: PAYMENTS_DE });
