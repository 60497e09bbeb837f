import { addTranslations } from '@affnet/core';
import { API_DETAILS_DE } from './api-details-de';
import { API_DETAILS_EN } from './api-details-en';
import { API_DETAILS_ES } from './api-details-es';
import { API_DETAILS_FR } from './api-details-fr';
import { API_REFERENCE_DE } from './api-reference-de';
import { API_REFERENCE_EN } from './api-reference-en';
import { API_REFERENCE_ES } from './api-reference-es';
import { API_REFERENCE_FR } from './api-reference-fr';

/** The `apiDetails` namespace: API credentials, the publisher API reference and its Try it console. */
addTranslations('apiDetails', { en: API_DETAILS_EN, es: API_DETAILS_ES, fr: API_DETAILS_FR, de: API_DETAILS_DE });
/** The `apiReference` namespace: the descriptions of the publisher API's OpenAPI document, in people's words. */
addTranslations('apiReference', {
  en: API_REFERENCE_EN,
  es: API_REFERENCE_ES,
  fr: API_REFERENCE_FR,
  de: API_REFERENCE_DE,
});
