import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { badRequest, ERROR_CODES, invalidField, notFound } from '../shared/errors';
import type { FileStore } from '../shared/files';
import { colourFor, logoSvg } from './logo-art';
import { looksLikeSvg, unsafeSvgReason } from './svg-check';

export type LogoVariant = 'main' | 'medium' | 'small';
type ImageType = 'png' | 'jpg' | 'gif' | 'webp' | 'svg';

/** The largest logo upload; the upload route says so in its message and its documented body. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** Spec: the medium and small logos insert 'medium.' or 'small.' before the file extension. */
export function variantName(fileName: string, variant: 'medium' | 'small'): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? `${fileName}.${variant}` : `${fileName.slice(0, dot)}.${variant}${fileName.slice(dot)}`;
}

/** The key of a network's uploaded file in the file store; served on `/${key}`. */
export const uploadKey = (slug: string, name: string) => `uploads/${slug}/${name}`;

/** Writes the generated logo in three sizes and returns the large one's address. */
export async function writeDefaultLogos(files: FileStore, slug: string, company: string): Promise<string> {
  const colour = colourFor(slug);
  await files.write(uploadKey(slug, 'logo.svg'), Buffer.from(logoSvg(company, 'large', colour)));
  await files.write(
    uploadKey(slug, variantName('logo.svg', 'medium')),
    Buffer.from(logoSvg(company, 'medium', colour)),
  );
  await files.write(uploadKey(slug, variantName('logo.svg', 'small')), Buffer.from(logoSvg(company, 'small', colour)));
  return `/${uploadKey(slug, 'logo.svg')}`;
}

/** Recognises the image by its first bytes, not by the name or content type the client claims. */
export function imageTypeOf(data: Buffer): ImageType | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  if (looksLikeSvg(data)) return 'svg';
  return null;
}

function ownLogoFile(logoUrl: string | null, slug: string): string | null {
  const prefix = `/uploads/${slug}/`;
  if (!logoUrl?.startsWith(prefix)) return null;
  const name = logoUrl.slice(prefix.length);
  return /^[a-z0-9-]+\.[a-z]+$/.test(name) ? name : null;
}

/** "Logo changed" with its variant and the image's address before and after (never its bytes). */
async function recordLogo(
  db: Kysely<Database>,
  session: Session,
  variant: LogoVariant,
  before: string | null,
  after: string,
) {
  await recordAudit(db, {
    networkId: session.user.network_id as number,
    userId: session.user.id,
    action: 'setting.logo',
    logStatus: `Logo changed (${variant})`,
    changes: [{ field: `logo.${variant}`, before, after }],
  });
}

/** Stores an uploaded logo for the caller's network and returns the (possibly new) main logo address. */
export async function saveLogo(ctx: AppContext, session: Session, variant: LogoVariant, data: Buffer) {
  if (session.user.network_id === null) throw notFound('Network not found');
  const store = tenantStore(ctx.db, session.user.network_id);
  const network = await store.network();
  if (!network) throw notFound('Network not found');
  const type = imageTypeOf(data);
  if (!type)
    throw invalidField('file', ERROR_CODES.invalidImage, 'the logo must be a PNG, JPEG, GIF, WebP or SVG image');
  const unsafe = type === 'svg' ? unsafeSvgReason(data) : null;
  if (unsafe) throw invalidField('file', ERROR_CODES.unsafeSvg, `this SVG cannot be a logo: ${unsafe}`);
  const slug = network.network_id;
  const current = ownLogoFile(network.logo_url, network.network_id);

  if (variant !== 'main') {
    const currentType = current?.slice(current.lastIndexOf('.') + 1);
    if (!current || currentType !== type) {
      throw badRequest(
        `file: the ${variant} logo must be a ${(currentType ?? 'image').toUpperCase()} file like the main logo; upload a new main logo first to change the type`,
        ERROR_CODES.logoTypeMismatch,
      );
    }
    await ctx.files.write(uploadKey(slug, variantName(current, variant)), data);
    await recordLogo(ctx.db, session, variant, network.logo_url, network.logo_url as string);
    return network.logo_url as string;
  }

  // A new name busts browser caches; the variants start as copies until their own upload.
  const name = `logo-${randomBytes(4).toString('hex')}.${type}`;
  for (const file of [name, variantName(name, 'medium'), variantName(name, 'small')]) {
    await ctx.files.write(uploadKey(slug, file), data);
  }
  const url = `/${uploadKey(slug, name)}`;
  await ctx.db.transaction().execute(async (trx) => {
    await tenantStore(trx, network.id).updateNetwork({ logo_url: url });
    await recordLogo(trx, session, variant, network.logo_url, url);
  });
  if (current?.startsWith('logo-')) {
    for (const file of [current, variantName(current, 'medium'), variantName(current, 'small')]) {
      await ctx.files.remove(uploadKey(slug, file));
    }
  }
  return url;
}
