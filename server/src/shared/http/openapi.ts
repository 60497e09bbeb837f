import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorAnswer } from './answers';
import { globalPlugin } from './global-plugin';

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Where the OpenAPI document of the whole API is served. */
export const API_DOCUMENT_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 document of every route, built from the routes' own schemas (request parts and answers) and served
 * at GET /api/docs (publisher-api/docs-routes.ts). Register it before the routes: it completes each route's schema as
 * Fastify registers it.
 */
export const openApiPlugin = globalPlugin(async (app: FastifyInstance) => {
  // Every route may fail with the envelope; a route's own failure schemas come first.
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { '4xx': errorAnswer, '5xx': errorAnswer, ...response } };
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
    },
  });
});
