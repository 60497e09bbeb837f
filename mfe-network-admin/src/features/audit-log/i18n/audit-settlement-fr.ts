/** The audit log in French: the words of settlement (issue 30): payment terms, minimums, invoices. */
export const AUDIT_SETTLEMENT_FR: Record<string, string> = {
  'field.payment_term': 'Conditions de paiement',
  'field.net_days': 'Jours après la période',
  'field.minimum_payout': 'Paiement minimum',
  'field.adjustment': 'Ajustement',
  'field.invoice_status': 'Statut de la facture',
  'field.paid_reference': 'Référence du paiement',
  'value.term.monthly': 'mensuel',
  'value.term.semi_monthly': 'deux fois par mois',
  'value.term.weekly': 'hebdomadaire',
  'value.term.net_days': 'jours nets après la période',
};
