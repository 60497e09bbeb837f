import { addTranslations } from '@affnet/core';
import { DOWNLOAD_CENTER_DE } from './download-center-de';
import { DOWNLOAD_CENTER_EN } from './download-center-en';
import { DOWNLOAD_CENTER_ES } from './download-center-es';
import { DOWNLOAD_CENTER_FR } from './download-center-fr';

addTranslations('downloadCenter', {
  en: DOWNLOAD_CENTER_EN,
  es: DOWNLOAD_CENTER_ES,
  fr: DOWNLOAD_CENTER_FR,
  de: DOWNLOAD_CENTER_DE,
});
