import type { ApiOperation, OpenApiDocument } from '@affnet/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { securitySchemes } from '../shared/http/api-security';
import { globalPlugin } from '../shared/http/global-plugin';
import { openApiPath } from '../shared/http/openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Part of the public publisher API: listed in its OpenAPI document (GET /api/docs/publisher-api), under these
     * tags (the schema's own tags group the whole API's document by area).
     */
    publicApi?: { tags: string[] };
  }
}

export interface PublicApiRoute {
  method: ApiMethod;
  url: string;
  schema: FastifySchema;
  tags: string[];
}

type ApiMethod = 'get' | 'post' | 'put' | 'delete';
const METHODS = new Set<string>(['get', 'post', 'put', 'delete']);

/** Per app (its HTTP server is the same object in every encapsulated context): the public routes. */
const catalogues = new WeakMap<object, PublicApiRoute[]>();

/** The routes registered with `config: { publicApi }`, in registration order. */
export function publicApiRoutesOf(app: FastifyInstance): PublicApiRoute[] {
  return catalogues.get(app.server) ?? [];
}

/**
 * Collects the public API routes as Fastify registers them (an onRoute hook); register it before the route
 * plugins so every one of them is seen.
 */
export const publicApiCatalogue = globalPlugin(async (app) => {
  const routes: PublicApiRoute[] = [];
  catalogues.set(app.server, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
    const publicApi = route.config?.publicApi;
    if (!publicApi) return;
    for (const method of methods.filter((m): m is ApiMethod => METHODS.has(m))) {
      routes.push({ method, url: route.url, schema: route.schema ?? {}, tags: publicApi.tags });
    }
  });
});

/**
 * The route's operation in the whole API's document (shared/http/openapi.ts builds it from the route's schema), under
 * the route's public tags and with its own answers only: that document adds the failure ranges 4XX and 5XX to every
 * route, this one names its failures one by one.
 */
function operationOf(whole: OpenApiDocument, route: PublicApiRoute): ApiOperation {
  const operation = whole.paths[openApiPath(route.url)]?.[route.method];
  if (!operation) throw new Error(`${route.method} ${route.url} is not in the API document`);
  const exact = Object.entries(operation.responses).filter(([status]) => /^[1-5][0-9]{2}$/.test(status));
  return { ...operation, tags: route.tags, responses: Object.fromEntries(exact) };
}

/** The OpenAPI 3.1 document of the publisher API, served from `serverUrl` (the network's dashboard domain). */
export function publisherApiDocument(app: FastifyInstance, serverUrl: string): OpenApiDocument {
  const whole = app.swagger() as unknown as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = {};
  for (const route of publicApiRoutesOf(app)) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method]: operationOf(whole, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Publisher API',
      version: '2',
      description:
        'Read your offers from your own software. Every call is authenticated by the apikey and secretkey ' +
        'headers from the API details page; every answer is the JSON envelope { err, msg, payload }.',
    },
    servers: [{ url: serverUrl }],
    paths,
    // The keys are also the operation's header parameters: the API reference page lists them from those.
    components: { securitySchemes: { apikey: securitySchemes.apikey, secretkey: securitySchemes.secretkey } },
  };
}
