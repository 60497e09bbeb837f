import type { RouteOptions } from 'fastify';

/** One way to authenticate a call: OpenAPI's security requirement (scheme names, no scopes). */
export type SecurityRequirement = Record<string, string[]>;

/**
 * How callers authenticate, as the API document declares it (components.securitySchemes). The dashboard sends its
 * session token bare in `Authorization`; `Bearer <token>` is accepted too, which is what generated clients send.
 */
export const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The session token from a login answer, in Authorization (bare or after "Bearer ").',
  },
  deployToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The operator's DEPLOY_TOKEN or a team's deploy token, in Authorization, for deploy scripts.",
  },
  apikey: { type: 'apiKey', in: 'header', name: 'apikey', description: 'Your apikey, from the API details page.' },
  secretkey: {
    type: 'apiKey',
    in: 'header',
    name: 'secretkey',
    description: 'Your secret key, shown once when the keys are created or regenerated.',
  },
} as const;

type SchemeName = keyof typeof securitySchemes;
const requirement = (...names: SchemeName[]): SecurityRequirement =>
  Object.fromEntries(names.map((name) => [name, []]));

export const SESSION: SecurityRequirement[] = [requirement('session')];
export const SESSION_OR_DEPLOY_TOKEN: SecurityRequirement[] = [requirement('session'), requirement('deployToken')];
/** Both keys together: one requirement naming the two schemes. */
export const PUBLISHER_KEYS: SecurityRequirement[] = [requirement('apikey', 'secretkey')];

/** The guards (preHandlers) that authenticate, and how: set where each guard is made (auth/guard.ts). */
const guards = new WeakMap<object, SecurityRequirement[]>();

/** Marks `guard` as authenticating callers by `security`, so the document says so for every route it guards. */
export function authenticates<Guard extends object>(guard: Guard, security: SecurityRequirement[]): Guard {
  guards.set(guard, security);
  return guard;
}

/**
 * How a route's caller authenticates: by its guard, by the publisher API's keys (every `publicApi` route checks
 * them in its handler), or not at all (`[]`, a public route).
 */
export function securityOf(route: RouteOptions): SecurityRequirement[] {
  if (route.config?.publicApi) return PUBLISHER_KEYS;
  const preHandlers = [route.preHandler ?? []].flat();
  for (const preHandler of preHandlers) {
    const security = guards.get(preHandler);
    if (security) return security;
  }
  return [];
}
