import { addTranslations } from '@affnet/core';

/** The super admin's dashboard (statistics namespace). */
addTranslations('statistics', {
  en: {
    'platformNetworks.intro': 'Statistics belong to each network. Open a network to manage it.',
    'platformNetworks.title': 'Networks',
    'platformNetworks.empty': 'No network has been registered yet.',
    'platformNetworks.status.active': 'Active',
    'platformNetworks.status.inactive': 'Inactive',
  },
  es: {
    'platformNetworks.intro': 'Las estadísticas son de cada red. Abra una red para gestionarla.',
    'platformNetworks.title': 'Redes',
    'platformNetworks.empty': 'Todavía no se ha registrado ninguna red.',
    'platformNetworks.status.active': 'Activa',
    'platformNetworks.status.inactive': 'Inactiva',
  },
  fr: {
    'platformNetworks.intro': 'Les statistiques appartiennent à chaque réseau. Ouvrez un réseau pour le gérer.',
    'platformNetworks.title': 'Réseaux',
    'platformNetworks.empty': "Aucun réseau n'est encore inscrit.",
    'platformNetworks.status.active': 'Actif',
    'platformNetworks.status.inactive': 'Inactif',
  },
  de: {
    'platformNetworks.intro': 'Statistiken gehören zu jedem Netzwerk. Öffnen Sie ein Netzwerk, um es zu verwalten.',
    'platformNetworks.title': 'Netzwerke',
    'platformNetworks.empty': 'Es ist noch kein Netzwerk registriert.',
    'platformNetworks.status.active': 'Aktiv',
    'platformNetworks.status.inactive': 'Inaktiv',
  },
});
