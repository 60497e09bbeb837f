import { addTranslations } from '@affnet/core';
import { BILLING_DE } from './billing-de';
import { BILLING_EN } from './billing-en';
import { BILLING_ES } from './billing-es';
import { BILLING_FR } from './billing-fr';

/** The `billing` namespace: what advertisers owe, invoice runs and advertiser invoices. */
addTranslations('billing', { en: BILLING_EN, es: BILLING_ES, fr: BILLING_FR, de: BILLING_DE });
