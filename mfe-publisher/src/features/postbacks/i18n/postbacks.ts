import { addTranslations } from '@affnet/core';
import { POSTBACKS_DE } from './postbacks-de';
import { POSTBACKS_EN } from './postbacks-en';
import { POSTBACKS_ES } from './postbacks-es';
import { POSTBACKS_FR } from './postbacks-fr';

/** The `postbacks` namespace: the publisher's postbacks, their form, Test and the delivery log. */
addTranslations('postbacks', { en: POSTBACKS_EN, es: POSTBACKS_ES, fr: POSTBACKS_FR, de: POSTBACKS_DE });
