import { addTranslations } from '@affnet/core';

addTranslations('network', {
  en: {
    settings: 'Network settings',
    publishers: 'Publishers',
    advertisers: 'Advertisers',
    networks: 'Networks',
    remotes: 'Remotes',
  },
  es: {
    settings: 'Ajustes de la red',
    publishers: 'Editores',
    advertisers: 'Anunciantes',
    networks: 'Redes',
    remotes: 'Remotos',
  },
  fr: {
    settings: 'Paramètres du réseau',
    publishers: 'Éditeurs',
    advertisers: 'Annonceurs',
    networks: 'Réseaux',
    remotes: 'Modules distants',
  },
  de: {
    settings: 'Netzwerkeinstellungen',
    publishers: 'Publisher',
    advertisers: 'Werbetreibende',
    networks: 'Netzwerke',
    remotes: 'Remotes',
  },
});
