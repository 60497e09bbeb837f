import type { FastifyInstance } from 'fastify';
import { ok } from '../shared/http/envelope';
import { email, objectOf, opaqueToken, password } from '../shared/http/schemas';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-resets';

/** Forgotten password: request a mailed link, check it, set the new password. */
export default async function passwordRoutes(app: FastifyInstance) {
  const { publicWrites } = app.ctx.config;

  app.post<{ Body: { email: string } }>(
    '/auth/forgetpassword',
    {
      schema: { body: objectOf({ email }) },
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

  app.post<{ Body: { link: string } }>(
    '/auth/checkurl',
    { schema: { body: objectOf({ link: opaqueToken }) } },
    async (request) => ok('Link is valid', await checkResetLink(app.ctx, request.body.link)),
  );

  app.post<{ Body: { link: string; password: string } }>(
    '/auth/resetpassword',
    { schema: { body: objectOf({ link: opaqueToken, password }) } },
    async (request) => {
      await resetPassword(app.ctx, request.body.link, request.body.password);
      return ok('Your password has been changed. You can sign in now.');
    },
  );
}
