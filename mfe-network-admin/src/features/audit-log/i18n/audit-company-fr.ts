/** The audit log in French: the network's company details (issue 30). */
export const AUDIT_COMPANY_FR: Record<string, string> = {
  'action.setting.company': 'Coordonnées de l’entreprise modifiées',
  'field.company_legal_name': 'Raison sociale',
  'field.company_address': 'Adresse de l’entreprise',
  'field.company_country': 'Pays de l’entreprise',
  'field.company_tax_id': 'N° de TVA de l’entreprise',
  'field.billing_email': 'E-mail de facturation',
  'field.document_language': 'Langue des documents',
};
