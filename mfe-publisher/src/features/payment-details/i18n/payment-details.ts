import { addTranslations } from '@affnet/core';
import { PAYMENT_DETAILS_DE } from './payment-details-de';
import { PAYMENT_DETAILS_EN } from './payment-details-en';
import { PAYMENT_DETAILS_ES } from './payment-details-es';
import { PAYMENT_DETAILS_FR } from './payment-details-fr';

addTranslations('paymentDetails', {
  en: PAYMENT_DETAILS_EN,
  es: PAYMENT_DETAILS_ES,
  fr: PAYMENT_DETAILS_FR,
  de: PAYMENT_DETAILS_DE,
});
