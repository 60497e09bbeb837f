import type { DocumentLanguage } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { imageTypeOf } from '../networks/logos';
import { companyOf } from '../settings/company';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import type { FileStore } from '../shared/files';
import type { DocumentIssuer } from './invoice-document';

/** The largest logo a document embeds: uploads are capped lower, so this only guards against a damaged store. */
const LOGO_READ_LIMIT = 2 * 1024 * 1024;

/** The network's uploaded logo when it is a PNG or a JPEG (what a PDF embeds); an SVG or other image is left out. */
async function logoBytes(files: FileStore, logoUrl: string | null): Promise<Buffer | null> {
  if (!logoUrl?.startsWith('/uploads/')) return null;
  const file = await files.read(logoUrl.slice(1)).catch(() => null);
  if (!file || file.size > LOGO_READ_LIMIT) {
    file?.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const type = imageTypeOf(bytes);
  return type === 'png' || type === 'jpg' ? bytes : null;
}

/**
 * Who issues a network's documents and in which language: its company details from Settings (the network's name when
 * the owner left the legal name blank), its logo. Publisher statements and advertiser invoices both start here.
 */
export async function networkIssuer(
  db: Kysely<Database>,
  files: FileStore,
  networkId: number,
): Promise<{ issuer: DocumentIssuer; language: DocumentLanguage }> {
  const [network, company] = await Promise.all([tenantStore(db, networkId).network(), companyOf(db, networkId)]);
  const issuer: DocumentIssuer = {
    name: company.legal_name || network?.company_name || '',
    address: company.address,
    country: company.country,
    tax_id: company.tax_id,
    email: company.billing_email,
    logo: await logoBytes(files, network?.logo_url ?? null),
  };
  return { issuer, language: company.document_language };
}
