import { addTranslations } from '@affnet/core';
import { OFFERS_DE } from './offers-de';
import { OFFERS_EN } from './offers-en';
import { OFFERS_ES } from './offers-es';
import { OFFERS_FR } from './offers-fr';

/** The `offers` namespace: the offer lists, an offer's page, the offer form and access requests. */
addTranslations('offers', { en: OFFERS_EN, es: OFFERS_ES, fr: OFFERS_FR, de: OFFERS_DE });
