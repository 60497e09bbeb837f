import type { LoginCredentials, LoginRequest } from '@affnet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../shared/http/envelope';
import { credentials, objectOf, opaqueToken } from '../shared/http/schemas';
import { type LoginDoor, signIn, signInWithAccountToken } from './sign-in';

const SIGNED_IN = 'Signed in';

function signInVia(door: LoginDoor, request: FastifyRequest, given: LoginCredentials) {
  return signIn(request.server.ctx, door, {
    email: given.email,
    password: given.password,
    tenant: request.tenant,
    host: (request.headers.host ?? '').toLowerCase(),
    ip: request.ip,
  });
}

/** The four login paths; each answers `payload: [CurrentUser]`. */
export default async function loginRoutes(app: FastifyInstance) {
  const userDetailsBody = { body: objectOf({ userDetails: credentials }) };

  app.post<{ Body: LoginRequest }>('/user/login', { schema: userDetailsBody }, async (request) =>
    ok(SIGNED_IN, [await signInVia('member', request, request.body.userDetails)]),
  );

  app.post<{ Body: LoginRequest }>('/user/admin/login', { schema: userDetailsBody }, async (request) =>
    ok(SIGNED_IN, [await signInVia('admin', request, request.body.userDetails)]),
  );

  app.post<{ Body: LoginCredentials }>('/user/network/login', { schema: { body: credentials } }, async (request) =>
    ok(SIGNED_IN, [await signInVia('owner', request, request.body)]),
  );

  app.post<{ Body: { accountToken: string } }>(
    '/user/account/login',
    { schema: { body: objectOf({ accountToken: { ...opaqueToken, maxLength: 2000 } }) } },
    async (request) => {
      const host = (request.headers.host ?? '').toLowerCase();
      const current = await signInWithAccountToken(app.ctx, request.body.accountToken, request.tenant, host);
      return ok(SIGNED_IN, [current]);
    },
  );
}
