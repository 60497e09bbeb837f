/** The audit log in Spanish: the network's company details (issue 30). */
export const AUDIT_COMPANY_ES: Record<string, string> = {
  'action.setting.company': 'Datos de la empresa modificados',
  'field.company_legal_name': 'Razón social',
  'field.company_address': 'Dirección de la empresa',
  'field.company_country': 'País de la empresa',
  'field.company_tax_id': 'NIF / IVA de la empresa',
  'field.billing_email': 'Correo de facturación',
  'field.document_language': 'Idioma de los documentos',
};
