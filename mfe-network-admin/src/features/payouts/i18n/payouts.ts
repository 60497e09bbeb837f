import { addTranslations } from '@affnet/core';
import { PAYOUTS_DE } from './payouts-de';
import { PAYOUTS_EN } from './payouts-en';
import { PAYOUTS_ES } from './payouts-es';
import { PAYOUTS_FR } from './payouts-fr';

/** The `payouts` namespace: the owner's balances, payout runs, invoices and payment terms. */
addTranslations('payouts', { en: PAYOUTS_EN, es: PAYOUTS_ES, fr: PAYOUTS_FR, de: PAYOUTS_DE });
