import { addTranslations } from '@affnet/core';
import { AUDIT_DE } from './audit-log-de';
import { AUDIT_EN } from './audit-log-en';
import { AUDIT_ES } from './audit-log-es';
import { AUDIT_FR } from './audit-log-fr';

addTranslations('audit-log', { en: AUDIT_EN, es: AUDIT_ES, fr: AUDIT_FR, de: AUDIT_DE });
