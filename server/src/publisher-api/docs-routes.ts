import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { API_DOCUMENT_PATH } from '../shared/http/openapi';
import type { RouteApp } from '../shared/http/schemas';
import { publisherApiDocumentAnswer } from './answers';
import { publisherApiDocument } from './openapi';

const schema = {
  summary: "The publisher API's OpenAPI document, served from the caller's network's dashboard domain",
  tags: ['publisher-api'],
  response: { 200: okAnswer(publisherApiDocumentAnswer) },
};

/** The caller's network's dashboard domain; the request's own host for a caller without a network. */
async function serverUrlOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const networkId = sessionOf(request).user.network_id;
  const network = networkId === null ? null : await app.ctx.platform.networkById(networkId);
  return `${request.protocol}://${network?.dashboard_domain ?? request.host}`;
}

/**
 * GET /api/docs: the OpenAPI 3.1 document of the whole API (shared/http/openapi.ts builds it from every route's
 * schema), for a signed-in caller. GET /api/docs/publisher-api: the publisher API's part, for the API reference page.
 */
export default async function docsRoutes(app: RouteApp) {
  app.get(API_DOCUMENT_PATH, { schema: { hide: true }, preHandler: requireSession() }, async () => app.swagger());

  app.get('/api/docs/publisher-api', { schema, preHandler: requireSession() }, async (request) =>
    ok('ok', publisherApiDocument(app, await serverUrlOf(app, request))),
  );
}
