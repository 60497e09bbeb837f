/** The audit log in English: the network's company details (issue 30). */
export const AUDIT_COMPANY_EN: Record<string, string> = {
  'action.setting.company': 'Company details changed',
  'field.company_legal_name': 'Company name',
  'field.company_address': 'Company address',
  'field.company_country': 'Company country',
  'field.company_tax_id': 'Company tax / VAT id',
  'field.billing_email': 'Billing e-mail',
  'field.document_language': 'Language of documents',
};
