import { type AreaDeclaration, PERMISSIONS } from '@affnet/contracts';

const { admin, network, publisher, advertiser } = PERMISSIONS;
/** The people of a network; the platform admin belongs to none, so he has no statistics of his own. */
const MEMBERS = [network, publisher, advertiser] as const;

/**
 * The statistics area as the host mounts it: the dashboard every role lands on, the report and the conversions.
 * Pure data: the build writes it to area.json and the host builds its router, guard, sidebar and titles from it.
 */
const area: AreaDeclaration = {
  remote: 'mfe_statistics',
  mounts: [
    { path: 'dashboard', basePath: '', shell: 'main', title: 'title.dashboard' },
    { path: 'statistics/*', basePath: '', shell: 'main', title: 'title.statistics' },
  ],
  pages: [
    { path: '/dashboard', permissions: [admin, ...MEMBERS], title: 'title.dashboard' },
    { path: '/statistics/reports', permissions: MEMBERS, title: 'title.reports' },
    { path: '/statistics/conversions', permissions: MEMBERS, title: 'title.conversions' },
    { path: '/statistics/*', permissions: MEMBERS },
  ],
  menu: [
    {
      id: 'dashboard',
      label: 'menu.dashboard',
      icon: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
      order: 10,
      roles: [admin, ...MEMBERS],
      to: '/dashboard',
    },
    {
      id: 'statistics',
      label: 'menu.statistics',
      icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
      order: 30,
      roles: MEMBERS,
      children: [
        { label: 'menu.report', to: '/statistics/reports' },
        { label: 'menu.conversion', to: '/statistics/conversions' },
      ],
    },
  ],
  messages: {
    en: {
      'title.dashboard': 'Dashboard',
      'title.statistics': 'Statistics',
      'title.reports': 'Reports',
      'title.conversions': 'Conversions',
      'menu.dashboard': 'Dashboard',
      'menu.statistics': 'Statistics',
      'menu.report': 'Report',
      'menu.conversion': 'Conversion',
    },
    es: {
      'title.dashboard': 'Panel',
      'title.statistics': 'Estadísticas',
      'title.reports': 'Informes',
      'title.conversions': 'Conversiones',
      'menu.dashboard': 'Panel',
      'menu.statistics': 'Estadísticas',
      'menu.report': 'Informe',
      'menu.conversion': 'Conversión',
    },
    fr: {
      'title.dashboard': 'Tableau de bord',
      'title.statistics': 'Statistiques',
      'title.reports': 'Rapports',
      'title.conversions': 'Conversions',
      'menu.dashboard': 'Tableau de bord',
      'menu.statistics': 'Statistiques',
      'menu.report': 'Rapport',
      'menu.conversion': 'Conversion',
    },
    de: {
      'title.dashboard': 'Übersicht',
      'title.statistics': 'Statistiken',
      'title.reports': 'Berichte',
      'title.conversions': 'Conversions',
      'menu.dashboard': 'Übersicht',
      'menu.statistics': 'Statistiken',
      'menu.report': 'Bericht',
      'menu.conversion': 'Conversion',
    },
  },
};

export default area;
