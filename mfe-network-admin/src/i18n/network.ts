import { addTranslations } from '@affnet/core';

addTranslations('network', {
  en: { settings: 'Network settings', publishers: 'Publishers', advertisers: 'Advertisers', networks: 'Networks' },
  es: { settings: 'Ajustes de la red', publishers: 'Editores', advertisers: 'Anunciantes', networks: 'Redes' },
  fr: { settings: 'Paramètres du réseau', publishers: 'Éditeurs', advertisers: 'Annonceurs', networks: 'Réseaux' },
  de: {
    settings: 'Netzwerkeinstellungen',
    publishers: 'Publisher',
    advertisers: 'Werbetreibende',
    networks: 'Netzwerke',
  },
});
