/** The audit log in German: the words of advertiser billing (issue 30). */
export const AUDIT_BILLING_DE: Record<string, string> = {
  'field.billing_net_days': 'Zahlungsfrist für Werbetreibende',
  'field.advertiser_invoice_status': 'Status der Werbetreibenden-Rechnung',
};
