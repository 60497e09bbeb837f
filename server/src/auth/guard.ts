import { createHash, timingSafeEqual } from 'node:crypto';
import type { Permission } from '@affnet/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Session } from '../shared/context';
import { AppError, forbidden, unauthenticated } from '../shared/errors';
import { authenticates, SESSION, SESSION_OR_DEPLOY_TOKEN } from '../shared/http/api-security';
import { globalPlugin } from '../shared/http/global-plugin';
import { verifySession } from './sessions';

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
  const guard: preHandlerAsyncHookHandler = async (request) => {
    const token = tokenFrom(request.headers.authorization);
    if (!token) throw unauthenticated('Please sign in to continue.');
    const session = await verifySession(request.server.ctx, token, request.tenant);
    if (permissions.length > 0 && !permissions.some((p) => session.permissions.includes(p))) throw forbidden();
    request.session = session;
  };
  return authenticates(guard, SESSION);
}

/** The session set by requireSession, for handlers of authenticated routes. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated('Please sign in to continue.');
  return request.session;
}

/** For public calls a session only personalises (a canary side): the signed-in user's id, else null, never a 401. */
export async function optionalSessionUser(request: FastifyRequest): Promise<number | null> {
  const token = tokenFrom(request.headers.authorization);
  if (!token) return null;
  try {
    return (await verifySession(request.server.ctx, token, request.tenant)).user.id;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries the operator's DEPLOY_TOKEN (never when none is configured). */
export function hasDeployToken(request: FastifyRequest): boolean {
  const expected = request.server.ctx.config.deployToken;
  const token = tokenFrom(request.headers.authorization);
  return expected !== null && token !== null && timingSafeEqual(digest(token), digest(expected));
}

/** preHandler for calls of deploy scripts: the operator's deploy token, or a session with one of the permissions. */
export function requireSessionOrDeployToken(...permissions: Permission[]): preHandlerAsyncHookHandler {
  const session = requireSession(...permissions);
  const guard: preHandlerAsyncHookHandler = async function (request, reply) {
    if (hasDeployToken(request)) return;
    await session.call(this, request, reply);
  };
  return authenticates(guard, SESSION_OR_DEPLOY_TOKEN);
}
