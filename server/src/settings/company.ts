import type { CompanyDetails, CompanyDetailsInput } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { audited, networkOf, type SettingReader } from './audit';
import { companyStore } from './company-store';

/** A network that never saved its company details: blank, documents in English. */
const NO_COMPANY: CompanyDetails = {
  legal_name: '',
  address: '',
  country: '',
  tax_id: '',
  billing_email: '',
  document_language: 'en',
};

/** The network's company details, blank ones before the first save (also what invoices print as their issuer). */
export async function companyOf(db: Kysely<Database>, networkId: number): Promise<CompanyDetails> {
  const row = await companyStore(db, networkId).read();
  if (!row) return NO_COMPANY;
  const { network_id: _network, updated_at: _updated, ...company } = row;
  return company;
}

const companyFields: SettingReader = async (trx, networkId) => {
  const company = await companyOf(trx, networkId);
  return {
    company_legal_name: company.legal_name,
    company_address: company.address,
    company_country: company.country,
    company_tax_id: company.tax_id,
    billing_email: company.billing_email,
    document_language: company.document_language,
  };
};

export async function companyDetails(ctx: AppContext, session: Session): Promise<CompanyDetails> {
  return companyOf(ctx.db, networkOf(session));
}

/** Saves the company details (audited field by field); a blank legal name is a 400 naming it. */
export async function saveCompanyDetails(
  ctx: AppContext,
  session: Session,
  input: CompanyDetailsInput,
): Promise<CompanyDetails> {
  const company: CompanyDetails = {
    legal_name: input.legal_name.trim(),
    address: input.address?.trim() ?? '',
    country: input.country ?? '',
    tax_id: input.tax_id?.trim() ?? '',
    billing_email: input.billing_email?.trim() ?? '',
    document_language: input.document_language,
  };
  if (company.legal_name === '') throw invalidField('legal_name', ERROR_CODES.required, 'is required');
  const now = nowIso();
  await audited(
    ctx,
    session,
    {
      action: 'setting.company',
      logStatus: input.log_status,
      fallback: `Company details saved: ${company.legal_name}`,
      compare: companyFields,
    },
    (trx, networkId) => companyStore(trx, networkId).save(company, now),
  );
  return companyDetails(ctx, session);
}
