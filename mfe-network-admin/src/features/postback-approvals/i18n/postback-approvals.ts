import { addTranslations } from '@affnet/core';
import { POSTBACK_APPROVALS_DE } from './postback-approvals-de';
import { POSTBACK_APPROVALS_EN } from './postback-approvals-en';
import { POSTBACK_APPROVALS_ES } from './postback-approvals-es';
import { POSTBACK_APPROVALS_FR } from './postback-approvals-fr';

/** The `postback-approvals` namespace: the network owner's hold list of postback changes. */
addTranslations('postback-approvals', {
  en: POSTBACK_APPROVALS_EN,
  es: POSTBACK_APPROVALS_ES,
  fr: POSTBACK_APPROVALS_FR,
  de: POSTBACK_APPROVALS_DE,
});
