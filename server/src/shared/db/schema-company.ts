/** The table of networks' company details (owned by migrations/026-company-details.ts). */
import type { DocumentLanguage } from '@affnet/contracts';

/** Who issues the network's invoices; empty strings for what the owner left blank. */
export interface CompanyDetailsTable {
  network_id: number;
  legal_name: string;
  address: string;
  country: string;
  tax_id: string;
  billing_email: string;
  document_language: DocumentLanguage;
  updated_at: string;
}

export interface CompanyDatabase {
  company_details: CompanyDetailsTable;
}
