import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { email, objectOf, opaqueToken, password, type RouteApp } from '../shared/http/schemas';
import { resetLinkAnswer } from './answers';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-resets';

const tags = ['auth'];
const link = { ...opaqueToken, description: 'The `link` parameter of the mailed reset address' };
const schemas = {
  request: {
    summary: 'Mail a password reset link, if an account has this email',
    tags,
    body: objectOf({ email }),
    response: { 200: okAnswer() },
  },
  check: {
    summary: 'Check a password reset link before asking for the new password',
    tags,
    body: objectOf({ link }),
    response: { 200: okAnswer(resetLinkAnswer) },
  },
  reset: {
    summary: 'Set a new password with a reset link (it works once)',
    tags,
    body: objectOf({ link, password }),
    response: { 200: okAnswer() },
  },
};

/** Forgotten password: request a mailed link, check it, set the new password. */
export default async function passwordRoutes(app: RouteApp) {
  const { publicWrites } = app.ctx.config;

  app.post(
    '/auth/forgetpassword',
    {
      schema: schemas.request,
      config: { rateLimit: { max: publicWrites.max, timeWindow: publicWrites.windowMs } },
    },
    async (request) => {
      const asked = {
        email: request.body.email,
        tenant: request.tenant,
        host: (request.headers.host ?? '').toLowerCase(),
        protocol: request.protocol,
      };
      // The answer does not wait for the look-up: it takes as long whether the account exists or not. The link's
      // mail goes through the outbox.
      app.ctx.background.run('password reset request', () => requestPasswordReset(app.ctx, asked));
      return ok('If an account exists for this email, we have sent a link to reset the password.');
    },
  );

  app.post('/auth/checkurl', { schema: schemas.check }, async (request) =>
    ok('Link is valid', await checkResetLink(app.ctx, request.body.link)),
  );

  app.post('/auth/resetpassword', { schema: schemas.reset }, async (request) => {
    await resetPassword(app.ctx, request.body.link, request.body.password);
    return ok('Your password has been changed. You can sign in now.');
  });
}
