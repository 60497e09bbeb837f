/** What the company details calls take and answer (@affnet/contracts' CompanyDetails). */
import { DOCUMENT_LANGUAGES, MAX_ADDRESS_LENGTH, MAX_EMAIL_LENGTH, MAX_TAX_ID_LENGTH } from '@affnet/contracts';
import { objectOf, text } from '../shared/http/schemas';
import { logStatus } from './schemas';

const companyFields = {
  legal_name: { ...text(200), description: 'The company name every invoice is issued by' },
  address: { ...text(MAX_ADDRESS_LENGTH, 0), description: 'Postal address, on one line' },
  country: {
    type: 'string',
    pattern: '^([A-Z]{2})?$',
    description: 'ISO 3166-1 alpha-2, upper-case; empty: none',
  },
  tax_id: { ...text(MAX_TAX_ID_LENGTH, 0), description: 'Tax or VAT id; empty where the company has none' },
  billing_email: {
    type: 'string',
    maxLength: MAX_EMAIL_LENGTH,
    pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    description: 'Where publishers and advertisers write about invoices; empty: none',
  },
  document_language: {
    type: 'string',
    enum: DOCUMENT_LANGUAGES,
    description: 'The language of invoice PDFs and the mails that announce them',
  },
} as const;

/** CompanyDetailsInput. */
export const companyBody = objectOf({ ...companyFields, log_status: logStatus }, ['legal_name', 'document_language']);

/** CompanyDetails; blank (an empty legal name) until the owner's first save. */
export const companyAnswer = objectOf({
  ...companyFields,
  legal_name: { type: 'string', description: 'The company name every invoice is issued by; empty until saved' },
});
