import { addTranslations } from '@affnet/core';

/**
 * The publisher's balance on his dashboard (statistics namespace), in the Payments page's words for the same figures,
 * so "earned" reads the same on both pages.
 */
addTranslations('statistics', {
  en: {
    'balance.title': 'Balance',
    'balance.perCurrency': 'Balance per currency',
    'balance.intro': 'Earned is what the network owes you now; pending is owed once approved.',
    'balance.loading': 'Loading your balance…',
    'balance.empty': 'No balance yet: it appears once your traffic converts.',
    'balance.currency': 'Currency',
    'balance.earned': 'Earned',
    'balance.pending': 'Pending',
    'balance.paid': 'Paid',
    'balance.toPayments': 'Your payments and invoices',
  },
  es: {
    'balance.title': 'Saldo',
    'balance.perCurrency': 'Saldo por moneda',
    'balance.intro': 'Ganado es lo que la red le debe ahora; pendiente se le deberá cuando se apruebe.',
    'balance.loading': 'Cargando su saldo…',
    'balance.empty': 'Aún no hay saldo: aparece cuando su tráfico convierte.',
    'balance.currency': 'Moneda',
    'balance.earned': 'Ganado',
    'balance.pending': 'Pendiente',
    'balance.paid': 'Pagado',
    'balance.toPayments': 'Sus pagos y facturas',
  },
  fr: {
    'balance.title': 'Solde',
    'balance.perCurrency': 'Solde par devise',
    'balance.intro': 'Gagné : ce que le réseau vous doit maintenant ; en attente : dû une fois approuvé.',
    'balance.loading': 'Chargement de votre solde…',
    'balance.empty': 'Pas encore de solde : il apparaît dès que votre trafic convertit.',
    'balance.currency': 'Devise',
    'balance.earned': 'Gagné',
    'balance.pending': 'En attente',
    'balance.paid': 'Payé',
    'balance.toPayments': 'Vos paiements et factures',
  },
  de: {
    'balance.title': 'Guthaben',
    'balance.perCurrency': 'Guthaben pro Währung',
    'balance.intro':
      'Verdient ist, was das Netzwerk Ihnen jetzt schuldet; ausstehend wird geschuldet, sobald freigegeben.',
    'balance.loading': 'Ihr Guthaben wird geladen…',
    'balance.empty': 'Noch kein Guthaben: Es erscheint, sobald Ihr Traffic konvertiert.',
    'balance.currency': 'Währung',
    'balance.earned': 'Verdient',
    'balance.pending': 'Ausstehend',
    'balance.paid': 'Bezahlt',
    'balance.toPayments': 'Ihre Zahlungen und Abrechnungen',
  },
});
