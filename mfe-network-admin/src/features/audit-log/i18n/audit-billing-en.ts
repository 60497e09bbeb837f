/** The audit log in English: the words of advertiser billing (issue 30). */
export const AUDIT_BILLING_EN: Record<string, string> = {
  'field.billing_net_days': 'Advertiser payment days',
  'field.advertiser_invoice_status': 'Advertiser invoice status',
};
