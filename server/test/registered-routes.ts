import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  /** As registered: `/api/offers/:id`. */
  path: string;
}

/**
 * The routes an app registered (HEAD and OPTIONS left out), read from the tree Fastify prints: each line's path is its
 * parent's path and its own part.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth > 0 ? (parents[depth - 1] ?? '') : ''}${match[2]}`;
    parents[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}
