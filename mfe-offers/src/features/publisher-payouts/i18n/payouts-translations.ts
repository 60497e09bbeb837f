import { addTranslations } from '@affnet/core';
import { PAYOUTS_DE } from './payouts-de';
import { PAYOUTS_EN } from './payouts-en';
import { PAYOUTS_ES } from './payouts-es';
import { PAYOUTS_FR } from './payouts-fr';

/** The section's texts, merged into the `offers` namespace beside the area's own (as the integration kit's are). */
addTranslations('offers', { en: PAYOUTS_EN, es: PAYOUTS_ES, fr: PAYOUTS_FR, de: PAYOUTS_DE });
