import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ERROR_CODES, invalidField, payloadTooLarge } from '../shared/errors';
import { ok } from '../shared/http/envelope';
import { type LogoVariant, saveLogo } from './logos';

export const LOGO_MAX_BYTES = 512 * 1024;

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

/** Logo uploads of the caller's own network: the main logo and its medium and small variants. */
export default async function logoRoutes(app: FastifyInstance) {
  const routes: [string, LogoVariant][] = [
    ['/api/network/upload/logo/', 'main'],
    ['/api/network/upload/logo/medium', 'medium'],
    ['/api/network/upload/logo/small', 'small'],
  ];
  for (const [url, variant] of routes) {
    app.put(url, { preHandler: requireSession(PERMISSIONS.network) }, async (request) => {
      const data = await logoFile(request);
      const networklogo_Url = await saveLogo(app.ctx, sessionOf(request), variant, data);
      return ok('Logo saved', { networklogo_Url });
    });
  }
}
