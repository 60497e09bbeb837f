/** The audit log in German: the words of settlement (issue 30): payment terms, minimums, invoices. */
export const AUDIT_SETTLEMENT_DE: Record<string, string> = {
  'field.payment_term': 'Zahlungsziel',
  'field.net_days': 'Tage nach dem Zeitraum',
  'field.minimum_payout': 'Mindestauszahlung',
  'field.adjustment': 'Korrektur',
  'field.invoice_status': 'Rechnungsstatus',
  'field.paid_reference': 'Zahlungsreferenz',
  'value.term.monthly': 'monatlich',
  'value.term.semi_monthly': 'zweimal im Monat',
  'value.term.weekly': 'wöchentlich',
  'value.term.net_days': 'Netto-Tage nach dem Zeitraum',
};
