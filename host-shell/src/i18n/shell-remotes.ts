import { addTranslations } from '@affnet/core';

/**
 * What an area shows when its remote was built for a shared core this dashboard cannot give it (a newer one, or
 * another major): the user is told what to do; the details line (remote, its release, the core it was built for and
 * this dashboard's) is for whoever the user asks for help.
 */
addTranslations('shell', {
  en: {
    'remote.builtForNewer':
      'This part of the dashboard was built for a newer version of the dashboard. Please reload; if it persists, contact your network.',
    'remote.builtForOlder':
      'This part of the dashboard was built for an older version of the dashboard. Please reload; if it persists, contact your network.',
    'remote.coreVersions':
      'Details: {{remote}} (release {{version}}) was built for core {{builtFor}}; this dashboard has {{provided}}.',
    'remote.reload': 'Reload',
  },
  es: {
    'remote.builtForNewer':
      'Esta parte del panel se creó para una versión más reciente del panel. Vuelva a cargar la página; si el problema continúa, contacte con su red.',
    'remote.builtForOlder':
      'Esta parte del panel se creó para una versión anterior del panel. Vuelva a cargar la página; si el problema continúa, contacte con su red.',
    'remote.coreVersions':
      'Detalles: {{remote}} (versión {{version}}) se creó para el núcleo {{builtFor}}; este panel tiene {{provided}}.',
    'remote.reload': 'Volver a cargar',
  },
  fr: {
    'remote.builtForNewer':
      'Cette partie du tableau de bord a été conçue pour une version plus récente du tableau de bord. Rechargez la page ; si le problème persiste, contactez votre réseau.',
    'remote.builtForOlder':
      'Cette partie du tableau de bord a été conçue pour une version plus ancienne du tableau de bord. Rechargez la page ; si le problème persiste, contactez votre réseau.',
    'remote.coreVersions':
      'Détails : {{remote}} (version {{version}}) a été conçu pour le noyau {{builtFor}} ; ce tableau de bord a {{provided}}.',
    'remote.reload': 'Recharger',
  },
  de: {
    'remote.builtForNewer':
      'Dieser Teil des Dashboards wurde für eine neuere Version des Dashboards erstellt. Bitte laden Sie die Seite neu; falls das Problem bleibt, wenden Sie sich an Ihr Netzwerk.',
    'remote.builtForOlder':
      'Dieser Teil des Dashboards wurde für eine ältere Version des Dashboards erstellt. Bitte laden Sie die Seite neu; falls das Problem bleibt, wenden Sie sich an Ihr Netzwerk.',
    'remote.coreVersions':
      'Details: {{remote}} (Version {{version}}) wurde für den Kern {{builtFor}} erstellt; dieses Dashboard hat {{provided}}.',
    'remote.reload': 'Neu laden',
  },
});
