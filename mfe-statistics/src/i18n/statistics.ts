import { addTranslations } from '@affnet/core';
import { STATISTICS_DE } from './statistics-de';
import { STATISTICS_EN } from './statistics-en';
import { STATISTICS_ES } from './statistics-es';
import { STATISTICS_FR } from './statistics-fr';

/** The `statistics` namespace: dashboard, reports and conversions. */
addTranslations('statistics', { en: STATISTICS_EN, es: STATISTICS_ES, fr: STATISTICS_FR, de: STATISTICS_DE });
