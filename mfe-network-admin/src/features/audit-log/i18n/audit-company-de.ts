/** The audit log in German: the network's company details (issue 30). */
export const AUDIT_COMPANY_DE: Record<string, string> = {
  'action.setting.company': 'Firmendaten geändert',
  'field.company_legal_name': 'Firmenname',
  'field.company_address': 'Firmenanschrift',
  'field.company_country': 'Land der Firma',
  'field.company_tax_id': 'Steuer- / USt-IdNr. der Firma',
  'field.billing_email': 'Rechnungs-E-Mail',
  'field.document_language': 'Sprache der Dokumente',
};
