import { addTranslations } from '@affnet/core';

/** The `balances` namespace: the columns of a balance table (Payouts' list and a publisher's page share it). */
addTranslations('balances', {
  en: {
    publisher: 'Publisher',
    currency: 'Currency',
    earned: 'Earned',
    pending: 'Pending',
    on_hold: 'On hold',
    invoiced: 'Invoiced',
    paid: 'Paid',
    total: 'Total',
  },
  es: {
    publisher: 'Editor',
    currency: 'Moneda',
    earned: 'Ganado',
    pending: 'Pendiente',
    on_hold: 'Retenido',
    invoiced: 'Facturado',
    paid: 'Pagado',
    total: 'Total',
  },
  fr: {
    publisher: 'Éditeur',
    currency: 'Devise',
    earned: 'Acquis',
    pending: 'En attente',
    on_hold: 'Retenu',
    invoiced: 'Facturé',
    paid: 'Payé',
    total: 'Total',
  },
  de: {
    publisher: 'Publisher',
    currency: 'Währung',
    earned: 'Verdient',
    pending: 'Ausstehend',
    on_hold: 'Einbehalten',
    invoiced: 'Abgerechnet',
    paid: 'Bezahlt',
    total: 'Summe',
  },
});
