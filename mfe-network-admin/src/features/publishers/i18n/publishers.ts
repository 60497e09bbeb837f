import { addTranslations } from '@affnet/core';
import { PUBLISHERS_DE } from './publishers-de';
import { PUBLISHERS_EN } from './publishers-en';
import { PUBLISHERS_ES } from './publishers-es';
import { PUBLISHERS_FR } from './publishers-fr';

/** The `publishers` namespace: the owner's publishers, account managers, invites (shared by the advertisers page). */
addTranslations('publishers', { en: PUBLISHERS_EN, es: PUBLISHERS_ES, fr: PUBLISHERS_FR, de: PUBLISHERS_DE });
