import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { ok } from '../shared/http/envelope';
import { email, objectOf } from '../shared/http/schemas';
import { accountTokenFor } from './accounts';
import { requireSession, sessionOf } from './guard';
import { endSession } from './sessions';
import { normalizeEmail } from './sign-in';

/** Logout, and the account token a network owner uses to open one of his users' dashboards. */
export default async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Body: { email: string } }>(
    '/api/logout',
    { schema: { body: objectOf({ email }) }, preHandler: requireSession() },
    async (request) => {
      const session = sessionOf(request);
      if (normalizeEmail(request.body.email) !== session.user.email) {
        throw invalidField('email', ERROR_CODES.invalidInput, 'is not the signed-in account');
      }
      await endSession(app.ctx, session);
      return ok('Signed out');
    },
  );

  app.post<{ Body: { user_id: number } }>(
    '/api/account/token',
    {
      schema: { body: objectOf({ user_id: { type: 'integer', minimum: 1, maximum: 2147483647 } }) },
      preHandler: requireSession(PERMISSIONS.network),
    },
    async (request) =>
      ok('ok', { accountToken: await accountTokenFor(app.ctx, sessionOf(request), request.body.user_id) }),
  );
}
