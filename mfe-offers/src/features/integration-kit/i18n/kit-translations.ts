import { addTranslations } from '@affnet/core';
import { KIT_DE } from './kit-de';
import { KIT_EN } from './kit-en';
import { KIT_ES } from './kit-es';
import { KIT_FR } from './kit-fr';

/**
 * The kit's texts, merged into the `offers` namespace (addTranslations merges deep): the feature keeps its own
 * bundles beside it rather than growing the area's.
 */
addTranslations('offers', { en: KIT_EN, es: KIT_ES, fr: KIT_FR, de: KIT_DE });
