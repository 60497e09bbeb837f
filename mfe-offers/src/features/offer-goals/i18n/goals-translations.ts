import { addTranslations } from '@affnet/core';
import { GOALS_DE } from './goals-de';
import { GOALS_EN } from './goals-en';
import { GOALS_ES } from './goals-es';
import { GOALS_FR } from './goals-fr';

/** The section's texts, merged into the `offers` namespace beside the area's own (as the payouts' are). */
addTranslations('offers', { en: GOALS_EN, es: GOALS_ES, fr: GOALS_FR, de: GOALS_DE });
