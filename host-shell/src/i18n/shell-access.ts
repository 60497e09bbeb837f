import { addTranslations } from '@affnet/core';

/** The page shown instead of one the user's account may not open, and the user's line in the header. */
addTranslations('shell', {
  en: {
    'title.notAvailable': 'Not available',
    'access.title': 'This page is not available for your account',
    'access.explanation':
      'Signed in as {{role}}, you cannot open this page: it belongs to another kind of account. You are still signed in.',
    'access.toDashboard': 'Go to the dashboard',
    'user.roleAt': '{{role}} at {{company}}',
  },
  es: {
    'title.notAvailable': 'No disponible',
    'access.title': 'Esta página no está disponible para su cuenta',
    'access.explanation':
      'Con la sesión de {{role}} no puede abrir esta página: pertenece a otro tipo de cuenta. Su sesión sigue abierta.',
    'access.toDashboard': 'Ir al panel',
    'user.roleAt': '{{role}} en {{company}}',
  },
  fr: {
    'title.notAvailable': 'Non disponible',
    'access.title': "Cette page n'est pas disponible pour votre compte",
    'access.explanation':
      'Connecté en tant que {{role}}, vous ne pouvez pas ouvrir cette page : elle appartient à un autre type de compte. Vous restez connecté.',
    'access.toDashboard': 'Aller au tableau de bord',
    'user.roleAt': '{{role}} chez {{company}}',
  },
  de: {
    'title.notAvailable': 'Nicht verfügbar',
    'access.title': 'Diese Seite ist für Ihr Konto nicht verfügbar',
    'access.explanation':
      'Als {{role}} angemeldet, können Sie diese Seite nicht öffnen: Sie gehört zu einer anderen Kontoart. Sie bleiben angemeldet.',
    'access.toDashboard': 'Zum Dashboard',
    'user.roleAt': '{{role}} bei {{company}}',
  },
});
