import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorAnswer } from './answers';
import { type SecurityRequirement, securityOf, securitySchemes } from './api-security';
import { globalPlugin } from './global-plugin';
import { operationIdOf } from './operation-ids';

/**
 * Fastify's `/a/:id` is OpenAPI's `/a/{id}`. A route written with a trailing slash is documented without it: the
 * router ignores the slash (app.ts, ignoreTrailingSlash), so both spellings keep working for existing clients, and
 * OpenAPI tools take `/a/` and `/a` for two paths (redocly's no-path-trailing-slash).
 */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/+$/, '$1');

/** Where the OpenAPI document of the whole API is served. */
export const API_DOCUMENT_PATH = '/api/docs';

interface Operation {
  operationId?: string;
  security?: SecurityRequirement[];
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/**
 * Completes the built document for client generators: paths without the trailing slash, an operationId and the
 * security of every operation (how its route is guarded), and the schemes they name.
 */
function forClientGenerators(document: Document, security: Map<string, SecurityRequirement[]>): Document {
  const paths: NonNullable<Document['paths']> = {};
  for (const [built, operations] of Object.entries(document.paths ?? {})) {
    const path = openApiPath(built);
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationIdOf(method, path);
      operation.security = security.get(`${method} ${path}`) ?? [];
    }
    paths[path] = { ...paths[path], ...operations };
  }
  return { ...document, components: { ...document.components, securitySchemes }, paths };
}

/**
 * The OpenAPI 3.1 document of every route, built from the routes' own schemas (request parts and answers) and served
 * at GET /api/docs (publisher-api/docs-routes.ts). Register it before the routes: it completes each route's schema as
 * Fastify registers it.
 */
export const openApiPlugin = globalPlugin(async (app: FastifyInstance) => {
  const security = new Map<string, SecurityRequirement[]>();
  // Every route may fail with the envelope; a route's own failure schemas come first.
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { '4xx': errorAnswer, '5xx': errorAnswer, ...response } };
    for (const method of [route.method].flat()) {
      security.set(`${method.toLowerCase()} ${openApiPath(route.url)}`, securityOf(route));
    }
  });
  // Answers are written as the handlers built them: a response schema documents and is checked by the tests, it
  // never drops a field on the way out.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'affnet API',
        version: '1',
        description:
          'Every answer is the envelope { err, msg, payload } (err 0) or { err: 1, msg, code, field } on failure.',
      },
      // Relative: the API answers on each network's own domain, the one the document was read from.
      servers: [{ url: '/' }],
    },
    // Only OpenAPI documents are built here (openapi above), never Swagger 2 ones.
    transformObject: (built) =>
      'openapiObject' in built
        ? (forClientGenerators(built.openapiObject as Document, security) as never)
        : built.swaggerObject,
  });
});
