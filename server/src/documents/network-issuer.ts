import type { DocumentLanguage } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { imageTypeOf } from '../networks/logos';
import { companyOf } from '../settings/company';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import type { FileStore } from '../shared/files';
import { DOCUMENT_FONTS } from './document-fonts';
import type { DocumentIssuer } from './invoice-document';

/** The largest logo a document embeds: uploads are capped lower, so this only guards against a damaged store. */
const LOGO_READ_LIMIT = 2 * 1024 * 1024;

/** The width an SVG logo is drawn at for a document: three times the 160 points it may take, sharp in print. */
const SVG_LOGO_WIDTH = 480;

/**
 * An SVG logo (every network's generated one, and many uploads) as a PNG, which a PDF embeds. Its text is set in the
 * documents' font, never a font of the machine; a drawing resvg cannot read leaves the logo out, not the document.
 * resvg loads with the first such logo, not with the server.
 */
async function svgAsPng(svg: Buffer): Promise<Buffer | null> {
  const { Resvg } = await import('@resvg/resvg-js');
  try {
    const drawing = new Resvg(svg, {
      fitTo: { mode: 'width', value: SVG_LOGO_WIDTH },
      font: {
        loadSystemFonts: false,
        fontFiles: [DOCUMENT_FONTS.regular, DOCUMENT_FONTS.bold],
        defaultFontFamily: 'DejaVu Sans',
        sansSerifFamily: 'DejaVu Sans',
      },
    });
    return drawing.render().asPng();
  } catch {
    return null;
  }
}

/** The network's logo as a PDF embeds it: a PNG or a JPEG as uploaded, an SVG drawn as a PNG; other images left out. */
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
  if (type === 'svg') return svgAsPng(bytes);
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
