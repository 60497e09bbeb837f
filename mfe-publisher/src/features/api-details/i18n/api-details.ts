import { addTranslations } from '@affnet/core';
import { API_DETAILS_DE } from './api-details-de';
import { API_DETAILS_EN } from './api-details-en';
import { API_DETAILS_ES } from './api-details-es';
import { API_DETAILS_FR } from './api-details-fr';

/** The `apiDetails` namespace: API credentials, the publisher API reference and its Try it console. */
addTranslations('apiDetails', { en: API_DETAILS_EN, es: API_DETAILS_ES, fr: API_DETAILS_FR, de: API_DETAILS_DE });
