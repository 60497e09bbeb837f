import { addTranslations } from '@affnet/i18n';

addTranslations('offers', {
  en: { all: 'All offers', active: 'Active offers', public: 'Public offers', private: 'Private offers' },
  es: { all: 'Todas las ofertas', active: 'Ofertas activas', public: 'Ofertas públicas', private: 'Ofertas privadas' },
  fr: { all: 'Toutes les offres', active: 'Offres actives', public: 'Offres publiques', private: 'Offres privées' },
  de: { all: 'Alle Angebote', active: 'Aktive Angebote', public: 'Öffentliche Angebote', private: 'Private Angebote' },
});
