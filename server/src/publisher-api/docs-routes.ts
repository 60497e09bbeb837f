import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { openApiDocument, publicApiRoutesOf } from './openapi';

/** The caller's network's dashboard domain; the request's own host for a caller without a network. */
async function serverUrlOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const networkId = sessionOf(request).user.network_id;
  const network = networkId === null ? null : await app.ctx.platform.networkById(networkId);
  return `${request.protocol}://${network?.dashboard_domain ?? request.host}`;
}

/** GET /api/docs/publisher-api: the publisher API's OpenAPI document, generated from its route schemas. */
export default async function docsRoutes(app: FastifyInstance) {
  app.get('/api/docs/publisher-api', { preHandler: requireSession() }, async (request) =>
    ok('ok', openApiDocument(publicApiRoutesOf(app), await serverUrlOf(app, request))),
  );
}
