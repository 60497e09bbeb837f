import { type AreaDeclaration, PERMISSIONS } from '@affnet/contracts';

const { network, publisher, advertiser } = PERMISSIONS;
const MEMBERS = [network, publisher, advertiser] as const;

/**
 * The publisher area: his postbacks (/postback, and /aff of old links), the API reference, the download center and his
 * payments (balances, invoices, payment details).
 * Pure data: the build writes it to area.json and the host builds its router, guard, sidebar and titles from it.
 */
const area: AreaDeclaration = {
  remote: 'mfe_publisher',
  mounts: [
    { path: 'aff/*', basePath: '', shell: 'main', title: 'title.postback' },
    { path: 'postback/*', basePath: '', shell: 'main', title: 'title.postback' },
    { path: 'api-details', basePath: '', shell: 'main', title: 'title.apiDetails' },
    { path: 'download-center', basePath: '', shell: 'main', title: 'title.downloadCenter' },
    { path: 'payments/*', basePath: '', shell: 'main', title: 'title.payments' },
    { path: 'invoices/*', basePath: '', shell: 'main', title: 'title.advertiserInvoices' },
  ],
  pages: [
    // The owner's view of postbacks is /network/postbacks; these pages speak to the publisher about his own.
    { path: '/postback/list', permissions: [publisher], title: 'title.postbackList' },
    { path: '/postback/*', permissions: [publisher] },
    { path: '/aff/*', permissions: [publisher] },
    { path: '/api-details', permissions: [publisher], title: 'title.apiDetails' },
    { path: '/download-center', permissions: MEMBERS, title: 'title.downloadCenter' },
    // Issue 30: his balances, invoices and payment details.
    { path: '/payments', permissions: [publisher], title: 'title.payments' },
    { path: '/payments/*', permissions: [publisher], title: 'title.invoice' },
    // Issue 30: the advertiser's invoices (what he owes the network).
    { path: '/invoices', permissions: [advertiser], title: 'title.advertiserInvoices' },
    { path: '/invoices/*', permissions: [advertiser], title: 'title.invoice' },
  ],
  menu: [
    {
      id: 'api-reference',
      label: 'menu.apiReference',
      icon: 'M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16',
      order: 40,
      roles: [publisher],
      to: '/api-details',
    },
    {
      id: 'postback',
      label: 'menu.postback',
      icon: 'M4 12h12M12 6l6 6-6 6M20 4v16',
      order: 50,
      roles: [publisher],
      to: '/postback/list',
    },
    {
      id: 'payments',
      label: 'menu.payments',
      icon: 'M3 6h18v12H3zM3 10h18M7 15h4',
      order: 55,
      roles: [publisher],
      to: '/payments',
    },
    {
      id: 'advertiser-invoices',
      label: 'menu.advertiserInvoices',
      icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
      order: 56,
      roles: [advertiser],
      to: '/invoices',
    },
    {
      id: 'download-center',
      label: 'menu.downloadCenter',
      icon: 'M12 3v12M6 11l6 6 6-6M4 21h16',
      order: 110,
      roles: [network, advertiser],
      to: '/download-center',
    },
  ],
  messages: {
    en: {
      'title.postback': 'Postbacks',
      'title.postbackList': 'Postbacks',
      'title.apiDetails': 'API reference',
      'title.downloadCenter': 'Download center',
      'menu.apiReference': 'Api Reference',
      'menu.postback': 'Postback',
      'menu.downloadCenter': 'Download center',
      'title.payments': 'Payments',
      'title.invoice': 'Invoice',
      'menu.payments': 'Payments',
      'title.advertiserInvoices': 'Invoices',
      'menu.advertiserInvoices': 'Invoices',
    },
    es: {
      'title.postback': 'Postbacks',
      'title.postbackList': 'Postbacks',
      'title.apiDetails': 'Referencia de la API',
      'title.downloadCenter': 'Centro de descargas',
      'menu.apiReference': 'Referencia de la API',
      'menu.postback': 'Postback',
      'menu.downloadCenter': 'Centro de descargas',
      'title.payments': 'Pagos',
      'title.invoice': 'Factura',
      'menu.payments': 'Pagos',
      'title.advertiserInvoices': 'Facturas',
      'menu.advertiserInvoices': 'Facturas',
    },
    fr: {
      'title.postback': 'Postbacks',
      'title.postbackList': 'Postbacks',
      'title.apiDetails': 'Référence de l’API',
      'title.downloadCenter': 'Centre de téléchargement',
      'menu.apiReference': 'Référence de l’API',
      'menu.postback': 'Postback',
      'menu.downloadCenter': 'Centre de téléchargement',
      'title.payments': 'Paiements',
      'title.invoice': 'Facture',
      'menu.payments': 'Paiements',
      'title.advertiserInvoices': 'Factures',
      'menu.advertiserInvoices': 'Factures',
    },
    de: {
      'title.postback': 'Postbacks',
      'title.postbackList': 'Postbacks',
      'title.apiDetails': 'API-Referenz',
      'title.downloadCenter': 'Download-Center',
      'menu.apiReference': 'API-Referenz',
      'menu.postback': 'Postback',
      'menu.downloadCenter': 'Download-Center',
      'title.payments': 'Zahlungen',
      'title.invoice': 'Abrechnung',
      'menu.payments': 'Zahlungen',
      'title.advertiserInvoices': 'Rechnungen',
      'menu.advertiserInvoices': 'Rechnungen',
    },
  },
};

export default area;
