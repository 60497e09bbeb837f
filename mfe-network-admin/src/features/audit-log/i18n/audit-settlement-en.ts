/** The audit log in English: the words of settlement (issue 30): payment terms, minimums, invoices. */
export const AUDIT_SETTLEMENT_EN: Record<string, string> = {
  'field.payment_term': 'Payment term',
  'field.net_days': 'Days after the period',
  'field.minimum_payout': 'Minimum payout',
  'field.adjustment': 'Adjustment',
  'field.invoice_status': 'Invoice status',
  'field.paid_reference': 'Payment reference',
  'value.term.monthly': 'monthly',
  'value.term.semi_monthly': 'twice a month',
  'value.term.weekly': 'weekly',
  'value.term.net_days': 'net days after the period',
};
