import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { isAnswerableHost } from './host-header';

declare module 'fastify' {
  interface FastifyInstance {
    directRoutes: DirectRoutes;
  }
}

/** What Fastify passes its server factory (its options, defaults filled in). */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export type DirectHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * GET routes answered by a plain Node handler before Fastify sees the request: only `/click`, whose every
 * microsecond counts (README, Benchmarks). Fastify's router, hooks and reply cost as much as the rest of a click.
 * The route is declared in Fastify too, with the same handler (tracking/routes.ts): the API document lists it,
 * `inject` reaches it in the tests, and a HEAD or a request arriving while the app closes goes through Fastify.
 */
export class DirectRoutes {
  private readonly byPath = new Map<string, DirectHandler>();
  private closing = false;

  /** Answers GET `path` (and `path/`, as Fastify's ignoreTrailingSlash), with or without a query. */
  add(path: string, handler: DirectHandler): void {
    this.byPath.set(path, handler);
    this.byPath.set(`${path}/`, handler);
  }

  /** From now on every request goes to Fastify, which refuses new ones while it closes. */
  close(): void {
    this.closing = true;
  }

  /** Fastify's `serverFactory`: the HTTP server Fastify would make, with the direct routes in front of it. */
  readonly serverFactory = (fastify: RequestListener, options: ServerOptions): http.Server => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      // A Host header that is no host name goes to Fastify too, which refuses it in the envelope (host-header.ts).
      const direct = !this.closing && request.method === 'GET' && isAnswerableHost(request.headers.host);
      const handler = direct ? this.byPath.get(pathOf(request.url)) : undefined;
      if (handler) handler(request, response);
      else fastify(request, response);
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
