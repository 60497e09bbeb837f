/** The audit log in French: the words of advertiser billing (issue 30). */
export const AUDIT_BILLING_FR: Record<string, string> = {
  'field.billing_net_days': 'Délai de paiement des annonceurs',
  'field.advertiser_invoice_status': 'Statut de la facture annonceur',
};
