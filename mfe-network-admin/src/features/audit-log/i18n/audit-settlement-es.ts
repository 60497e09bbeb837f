/** The audit log in Spanish: the words of settlement (issue 30): payment terms, minimums, invoices. */
export const AUDIT_SETTLEMENT_ES: Record<string, string> = {
  'field.payment_term': 'Plazo de pago',
  'field.net_days': 'Días tras el periodo',
  'field.minimum_payout': 'Pago mínimo',
  'field.adjustment': 'Ajuste',
  'field.invoice_status': 'Estado de la factura',
  'field.paid_reference': 'Referencia del pago',
  'value.term.monthly': 'mensual',
  'value.term.semi_monthly': 'dos veces al mes',
  'value.term.weekly': 'semanal',
  'value.term.net_days': 'días netos tras el periodo',
};
