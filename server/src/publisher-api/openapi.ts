import type { ApiOperation, ApiParameter, ApiResponse, ApiSchema, OpenApiDocument } from '@affnet/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { globalPlugin } from '../shared/http/global-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Part of the public publisher API: listed in its OpenAPI document (GET /api/docs/publisher-api), under these
     * tags (the schema's own tags group the whole API's document by area).
     */
    publicApi?: { tags: string[] };
  }
}

/** Operation fields read from a route's schema besides the JSON schemas. */
interface DocumentedSchema extends FastifySchema {
  summary?: string;
  description?: string;
  operationId?: string;
}

export interface PublicApiRoute {
  method: string;
  url: string;
  schema: DocumentedSchema;
  tags: string[];
}

const METHODS = new Set(['get', 'post', 'put', 'delete']);

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
    for (const method of methods.filter((m) => METHODS.has(m))) {
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as DocumentedSchema, tags: publicApi.tags });
    }
  });
});

function asSchema(value: unknown): ApiSchema | undefined {
  return value && typeof value === 'object' ? (value as ApiSchema) : undefined;
}

/** Query, header and path parameters from the properties of the route's JSON schemas. */
function parametersOf(schema: DocumentedSchema): ApiParameter[] {
  const places = [
    ['path', schema.params],
    ['query', schema.querystring],
    ['header', schema.headers],
  ] as const;
  return places.flatMap(([place, value]) => {
    const object = asSchema(value);
    return Object.entries(object?.properties ?? {}).map(([name, property]) => {
      const { description, ...rest } = property;
      return {
        name,
        in: place,
        required: place === 'path' || (object?.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    });
  });
}

/**
 * The route's own answers, each under its exact status. The whole API's document (shared/http/openapi.ts) adds the
 * failure ranges 4xx and 5xx to every route as it is registered; this document names its failures one by one.
 */
function responsesOf(schema: DocumentedSchema): Record<string, ApiResponse> {
  const exact = Object.entries(asSchema(schema.response) ?? {}).filter(([status]) => /^[1-5][0-9]{2}$/.test(status));
  const entries = exact.map(([status, value]) => {
    const body = asSchema(value) ?? {};
    const description = typeof body.description === 'string' ? body.description : `HTTP ${status}`;
    return [status, { description, content: { 'application/json': { schema: body } } }] as const;
  });
  return Object.fromEntries(entries);
}

function operationOf(route: PublicApiRoute): ApiOperation {
  const { schema } = route;
  return {
    ...(schema.operationId ? { operationId: schema.operationId } : {}),
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    ...(route.tags.length > 0 ? { tags: route.tags } : {}),
    parameters: parametersOf(schema),
    responses: responsesOf(schema),
  };
}

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the given routes, served from `serverUrl` (the network's dashboard domain). */
export function openApiDocument(routes: PublicApiRoute[], serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
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
  };
}
