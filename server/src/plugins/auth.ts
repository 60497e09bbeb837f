import type { Permission } from '@affnet/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Session } from '../context';
import { forbidden, unauthenticated } from '../errors';
import { verifySession } from '../services/sessions';
import { globalPlugin } from './global-plugin';

export const authPlugin = globalPlugin(async (app) => {
  app.decorateRequest('session', null);
});

/** The browser sends the bare token; `Bearer <token>` is accepted too. */
function tokenFrom(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token || null;
}

/** preHandler: 401 without a valid session, 403 when the caller has none of the given permissions. */
export function requireSession(...permissions: Permission[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = tokenFrom(request.headers.authorization);
    if (!token) throw unauthenticated('Please sign in to continue.');
    const session = await verifySession(request.server.ctx, token, request.tenant);
    if (permissions.length > 0 && !permissions.some((p) => session.permissions.includes(p))) throw forbidden();
    request.session = session;
  };
}

/** The session set by requireSession, for handlers of authenticated routes. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated('Please sign in to continue.');
  return request.session;
}
