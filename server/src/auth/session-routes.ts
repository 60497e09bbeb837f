import { PERMISSIONS } from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { email, objectOf, type RouteApp, recordId } from '../shared/http/schemas';
import { accountTokenFor } from './accounts';
import { accountTokenAnswer } from './answers';
import { requireSession, sessionOf } from './guard';
import { endSession } from './sessions';
import { normalizeEmail } from './sign-in';

const tags = ['auth'];
const schemas = {
  logout: {
    summary: 'Sign out: this session token stops working',
    tags,
    body: objectOf({ email: { ...email, description: 'The signed-in account, as a check' } }),
    response: { 200: okAnswer() },
  },
  accountToken: {
    summary: "An account token to open one of the network's publishers or advertisers in /ext",
    tags,
    body: objectOf({ user_id: recordId }),
    response: { 200: okAnswer(accountTokenAnswer) },
  },
};

/** Logout, and the account token a network owner uses to open one of his users' dashboards. */
export default async function sessionRoutes(app: RouteApp) {
  app.post('/api/logout', { schema: schemas.logout, preHandler: requireSession() }, async (request) => {
    const session = sessionOf(request);
    if (normalizeEmail(request.body.email) !== session.user.email) {
      throw invalidField('email', ERROR_CODES.invalidInput, 'is not the signed-in account');
    }
    await endSession(app.ctx, session);
    return ok('Signed out');
  });

  app.post(
    '/api/account/token',
    { schema: schemas.accountToken, preHandler: requireSession(PERMISSIONS.network) },
    async (request) =>
      ok('ok', { accountToken: await accountTokenFor(app.ctx, sessionOf(request), request.body.user_id) }),
  );
}
