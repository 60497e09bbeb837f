import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ERROR_CODES, invalidField, payloadTooLarge } from '../shared/errors';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { documentedOnly } from '../shared/http/schemas';
import { savedLogoAnswer } from './answers';
import { LOGO_MAX_BYTES, type LogoVariant, saveLogo } from './logos';
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

/** Logo uploads of the caller's own network: the main logo and its medium and small variants. */
export default async function logoRoutes(app: FastifyInstance) {
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
    const options = { schema, ...documentedOnly, preHandler: requireSession(PERMISSIONS.network) };
    app.put(url, options, async (request) => {
      const data = await logoFile(request);
      const networklogo_Url = await saveLogo(app.ctx, sessionOf(request), variant, data);
      return ok('Logo saved', { networklogo_Url });
    });
  }
}
