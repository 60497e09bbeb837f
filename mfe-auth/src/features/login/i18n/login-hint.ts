import { addTranslations } from '@affnet/core';

/** What the sign-in form says to an account that belongs to another sign-in page (auth namespace). */
addTranslations('auth', {
  en: {
    'hint.member': 'This is a publisher or advertiser account: it signs in on the publisher and advertiser page.',
    'hint.network': "This is a network owner's account: it signs in on the network sign-in page.",
    'hint.admin': 'This is a platform administrator account: it signs in on the admin sign-in page.',
    'hint.go.member': 'Go to the publisher and advertiser sign-in',
    'hint.go.network': 'Go to the network sign-in',
    'hint.go.admin': 'Go to the admin sign-in',
  },
  es: {
    'hint.member': 'Esta es una cuenta de editor o anunciante: inicia sesión en la página de editores y anunciantes.',
    'hint.network': 'Esta es la cuenta de un propietario de red: inicia sesión en la página de acceso de la red.',
    'hint.admin': 'Esta es una cuenta de administrador de la plataforma: inicia sesión en la página de administración.',
    'hint.go.member': 'Ir al acceso de editores y anunciantes',
    'hint.go.network': 'Ir al acceso de la red',
    'hint.go.admin': 'Ir al acceso de administración',
  },
  fr: {
    'hint.member':
      "C'est un compte d'éditeur ou d'annonceur : il se connecte sur la page des éditeurs et des annonceurs.",
    'hint.network': "C'est le compte d'un propriétaire de réseau : il se connecte sur la page de connexion du réseau.",
    'hint.admin': "C'est un compte d'administrateur de la plateforme : il se connecte sur la page d'administration.",
    'hint.go.member': 'Aller à la connexion des éditeurs et annonceurs',
    'hint.go.network': 'Aller à la connexion du réseau',
    'hint.go.admin': "Aller à la connexion d'administration",
  },
  de: {
    'hint.member':
      'Dies ist ein Publisher- oder Werbetreibenden-Konto: Es meldet sich auf der Seite für Publisher und Werbetreibende an.',
    'hint.network': 'Dies ist das Konto eines Netzwerkinhabers: Es meldet sich auf der Netzwerk-Anmeldeseite an.',
    'hint.admin': 'Dies ist ein Konto eines Plattform-Administrators: Es meldet sich auf der Admin-Anmeldeseite an.',
    'hint.go.member': 'Zur Anmeldung für Publisher und Werbetreibende',
    'hint.go.network': 'Zur Netzwerk-Anmeldung',
    'hint.go.admin': 'Zur Admin-Anmeldung',
  },
});
