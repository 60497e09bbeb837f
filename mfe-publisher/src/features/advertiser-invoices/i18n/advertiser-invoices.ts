import { addTranslations } from '@affnet/core';
import { ADVERTISER_INVOICES_DE } from './advertiser-invoices-de';
import { ADVERTISER_INVOICES_EN } from './advertiser-invoices-en';
import { ADVERTISER_INVOICES_ES } from './advertiser-invoices-es';
import { ADVERTISER_INVOICES_FR } from './advertiser-invoices-fr';

/** The `advertiser-invoices` namespace: the advertiser's invoices, their lines and PDFs. */
addTranslations('advertiser-invoices', {
  en: ADVERTISER_INVOICES_EN,
  es: ADVERTISER_INVOICES_ES,
  fr: ADVERTISER_INVOICES_FR,
  de: ADVERTISER_INVOICES_DE,
});
