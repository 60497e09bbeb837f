/** The audit log in Spanish: the words of advertiser billing (issue 30). */
export const AUDIT_BILLING_ES: Record<string, string> = {
  'field.billing_net_days': 'Días de pago de anunciantes',
  'field.advertiser_invoice_status': 'Estado de la factura del anunciante',
};
