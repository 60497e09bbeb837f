import { addTranslations } from '@affnet/core';
import { AUDIT_BILLING_DE } from './audit-billing-de';
import { AUDIT_BILLING_EN } from './audit-billing-en';
import { AUDIT_BILLING_ES } from './audit-billing-es';
import { AUDIT_BILLING_FR } from './audit-billing-fr';
import { AUDIT_COMPANY_DE } from './audit-company-de';
import { AUDIT_COMPANY_EN } from './audit-company-en';
import { AUDIT_COMPANY_ES } from './audit-company-es';
import { AUDIT_COMPANY_FR } from './audit-company-fr';
import { AUDIT_DE } from './audit-log-de';
import { AUDIT_EN } from './audit-log-en';
import { AUDIT_ES } from './audit-log-es';
import { AUDIT_FR } from './audit-log-fr';
import { AUDIT_PAYMENT_DETAILS_DE } from './audit-payment-details-de';
import { AUDIT_PAYMENT_DETAILS_EN } from './audit-payment-details-en';
import { AUDIT_PAYMENT_DETAILS_ES } from './audit-payment-details-es';
import { AUDIT_PAYMENT_DETAILS_FR } from './audit-payment-details-fr';
import { AUDIT_SETTINGS_DE } from './audit-settings-de';
import { AUDIT_SETTINGS_EN } from './audit-settings-en';
import { AUDIT_SETTINGS_ES } from './audit-settings-es';
import { AUDIT_SETTINGS_FR } from './audit-settings-fr';
import { AUDIT_SETTLEMENT_DE } from './audit-settlement-de';
import { AUDIT_SETTLEMENT_EN } from './audit-settlement-en';
import { AUDIT_SETTLEMENT_ES } from './audit-settlement-es';
import { AUDIT_SETTLEMENT_FR } from './audit-settlement-fr';

/** Each language's words: offers and people, then settings and branding (these name the actions they record). */
export const AUDIT_WORDS = {
  en: {
    ...AUDIT_EN,
    ...AUDIT_SETTINGS_EN,
    ...AUDIT_SETTLEMENT_EN,
    ...AUDIT_PAYMENT_DETAILS_EN,
    ...AUDIT_COMPANY_EN,
    ...AUDIT_BILLING_EN,
  },
  es: {
    ...AUDIT_ES,
    ...AUDIT_SETTINGS_ES,
    ...AUDIT_SETTLEMENT_ES,
    ...AUDIT_PAYMENT_DETAILS_ES,
    ...AUDIT_COMPANY_ES,
    ...AUDIT_BILLING_ES,
  },
  fr: {
    ...AUDIT_FR,
    ...AUDIT_SETTINGS_FR,
    ...AUDIT_SETTLEMENT_FR,
    ...AUDIT_PAYMENT_DETAILS_FR,
    ...AUDIT_COMPANY_FR,
    ...AUDIT_BILLING_FR,
  },
  de: {
    ...AUDIT_DE,
    ...AUDIT_SETTINGS_DE,
    ...AUDIT_SETTLEMENT_DE,
    ...AUDIT_PAYMENT_DETAILS_DE,
    ...AUDIT_COMPANY_DE,
    ...AUDIT_BILLING_DE,
  },
};

addTranslations('audit-log', AUDIT_WORDS);
