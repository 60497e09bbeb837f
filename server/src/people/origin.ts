import type { FastifyRequest } from 'fastify';

/** The dashboard's own origin, for links mailed or shown to people (set-password, invitations). */
export function originOf(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  return `${request.protocol}://${host || request.server.ctx.config.baseDomain}`;
}
