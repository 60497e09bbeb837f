import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ERROR_CODES, invalidField, payloadTooLarge } from '../shared/errors';
import { fileAnswer, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { savedLogoAnswer } from './answers';
import { LOGO_MAX_BYTES, type LogoVariant, saveLogo, uploadKey } from './logos';
import { logoBody } from './schemas';

/** The one `file` part of the multipart body, read into memory up to the logo size limit. */
async function logoFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });
  if (part?.fieldname !== 'file') throw invalidField('file', ERROR_CODES.required, 'is required');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge('The logo must be at most 512 KB');
    }
    throw error;
  }
}

const SUMMARIES: Record<LogoVariant, string> = {
  main: "Upload the owner's network logo (the medium and small ones start as copies of it)",
  medium: "Upload the medium logo of the owner's network, of the main logo's image type",
  small: "Upload the small logo of the owner's network, of the main logo's image type",
};

/** What an uploaded file may be served as, by its extension (the upload checked its bytes). */
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const logoSchema = {
  summary: "A network's logo, public (the login page shows it before anyone signs in)",
  tags: ['networks'],
  params: {
    type: 'object',
    properties: { network: { type: 'string', maxLength: 100 }, file: { type: 'string', maxLength: 200 } },
    required: ['network', 'file'],
  },
  response: { 200: fileAnswer('image/*', 'The image, under a policy that runs no script (an SVG included)') },
} as const;

/** Logos of the networks, and uploads of the caller's own: the main logo and its medium and small variants. */
export default async function logoRoutes(app: RouteApp) {
  // Read from the file store, so that every node serves a logo any node stored.
  app.get('/uploads/:network/:file', { schema: logoSchema }, async (request, reply) => {
    const { network, file } = request.params;
    const type = IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1)];
    const stored =
      type && /^[a-z0-9-]+$/.test(network) && /^[a-z0-9-]+(\.[a-z]+)?\.[a-z]+$/.test(file)
        ? await app.ctx.files.read(uploadKey(network, file))
        : null;
    if (!stored) return reply.callNotFound();
    return reply
      .header('content-type', type)
      .header('content-length', String(stored.size))
      .header('cache-control', 'public, max-age=0')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(stored.stream);
  });

  const routes: [string, LogoVariant][] = [
    ['/api/network/upload/logo/', 'main'],
    ['/api/network/upload/logo/medium', 'medium'],
    ['/api/network/upload/logo/small', 'small'],
  ];
  for (const [url, variant] of routes) {
    const schema = {
      summary: SUMMARIES[variant],
      tags: ['networks'],
      body: logoBody,
      response: { 200: okAnswer(savedLogoAnswer) },
    };
    const options = { schema, preHandler: requireSession(PERMISSIONS.network) };
    app.put(url, options, async (request) => {
      const data = await logoFile(request);
      const networklogo_Url = await saveLogo(app.ctx, sessionOf(request), variant, data);
      return ok('Logo saved', { networklogo_Url });
    });
  }
}
