import { type AreaDeclaration, PERMISSIONS } from '@affnet/contracts';

const { network, publisher, advertiser } = PERMISSIONS;
/** The people of a network; the platform admin belongs to none, so he has no offers. */
const MEMBERS = [network, publisher, advertiser] as const;

/**
 * The offers area: every member reads offers, only the owner writes them and answers access requests.
 * Pure data: the build writes it to area.json and the host builds its router, guard, sidebar and titles from it.
 */
const area: AreaDeclaration = {
  remote: 'mfe_offers',
  mounts: [{ path: 'offers/*', basePath: '/offers', shell: 'main', title: 'title.offers' }],
  pages: [
    { path: '/offers/new', permissions: [network], title: 'title.offersNew' },
    { path: '/offers/requests', permissions: [network], title: 'title.offersRequests' },
    { path: '/offers/:id/edit', permissions: [network] },
    { path: '/offers/all', permissions: MEMBERS, title: 'title.offersAll' },
    { path: '/offers/active', permissions: MEMBERS, title: 'title.offersActive' },
    // An advertiser's menu has no Public and Private: typed in, they are not his pages either.
    { path: '/offers/public', permissions: [network, publisher], title: 'title.offersPublic' },
    { path: '/offers/private', permissions: [network, publisher], title: 'title.offersPrivate' },
    { path: '/offers/*', permissions: MEMBERS },
  ],
  menu: [
    {
      id: 'offers',
      label: 'menu.offers',
      icon: 'M3 7l9-4 9 4-9 4-9-4zM3 12l9 4 9-4M3 17l9 4 9-4',
      order: 20,
      roles: MEMBERS,
      children: [
        { label: 'menu.offersAll', to: '/offers/all' },
        { label: 'menu.offersActive', to: '/offers/active' },
        // As the sidebar always was: an advertiser's Offers group stops at Active.
        { label: 'menu.offersPublic', to: '/offers/public', roles: [network, publisher] },
        { label: 'menu.offersPrivate', to: '/offers/private', roles: [network, publisher] },
        { label: 'menu.offersRequests', to: '/offers/requests', roles: [network] },
        { label: 'menu.offersNew', to: '/offers/new', roles: [network] },
      ],
    },
  ],
  messages: {
    en: {
      'title.offers': 'Offers',
      'title.offersAll': 'All offers',
      'title.offersActive': 'Active offers',
      'title.offersPublic': 'Public offers',
      'title.offersPrivate': 'Private offers',
      'title.offersNew': 'New offer',
      'title.offersRequests': 'Access requests',
      'menu.offers': 'Offers',
      'menu.offersAll': 'All',
      'menu.offersActive': 'Active',
      'menu.offersPublic': 'Public',
      'menu.offersPrivate': 'Private',
      'menu.offersNew': 'New offer',
      'menu.offersRequests': 'Access requests',
    },
    es: {
      'title.offers': 'Ofertas',
      'title.offersAll': 'Todas las ofertas',
      'title.offersActive': 'Ofertas activas',
      'title.offersPublic': 'Ofertas públicas',
      'title.offersPrivate': 'Ofertas privadas',
      'title.offersNew': 'Nueva oferta',
      'title.offersRequests': 'Solicitudes de acceso',
      'menu.offers': 'Ofertas',
      'menu.offersAll': 'Todas',
      'menu.offersActive': 'Activas',
      'menu.offersPublic': 'Públicas',
      'menu.offersPrivate': 'Privadas',
      'menu.offersNew': 'Nueva oferta',
      'menu.offersRequests': 'Solicitudes de acceso',
    },
    fr: {
      'title.offers': 'Offres',
      'title.offersAll': 'Toutes les offres',
      'title.offersActive': 'Offres actives',
      'title.offersPublic': 'Offres publiques',
      'title.offersPrivate': 'Offres privées',
      'title.offersNew': 'Nouvelle offre',
      'title.offersRequests': 'Demandes d’accès',
      'menu.offers': 'Offres',
      'menu.offersAll': 'Toutes',
      'menu.offersActive': 'Actives',
      'menu.offersPublic': 'Publiques',
      'menu.offersPrivate': 'Privées',
      'menu.offersNew': 'Nouvelle offre',
      'menu.offersRequests': 'Demandes d’accès',
    },
    de: {
      'title.offers': 'Angebote',
      'title.offersAll': 'Alle Angebote',
      'title.offersActive': 'Aktive Angebote',
      'title.offersPublic': 'Öffentliche Angebote',
      'title.offersPrivate': 'Private Angebote',
      'title.offersNew': 'Neues Angebot',
      'title.offersRequests': 'Zugangsanfragen',
      'menu.offers': 'Angebote',
      'menu.offersAll': 'Alle',
      'menu.offersActive': 'Aktiv',
      'menu.offersPublic': 'Öffentlich',
      'menu.offersPrivate': 'Privat',
      'menu.offersNew': 'Neues Angebot',
      'menu.offersRequests': 'Zugangsanfragen',
    },
  },
};

export default area;
