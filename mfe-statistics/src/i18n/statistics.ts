import { addTranslations } from '@affnet/i18n';

addTranslations('statistics', {
  en: { dashboard: 'Dashboard', reports: 'Reports', conversions: 'Conversions' },
  es: { dashboard: 'Panel', reports: 'Informes', conversions: 'Conversiones' },
  fr: { dashboard: 'Tableau de bord', reports: 'Rapports', conversions: 'Conversions' },
  de: { dashboard: 'Übersicht', reports: 'Berichte', conversions: 'Conversions' },
});
