import type { RemoteFailureReport } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalSessionUser } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { recordFailure } from './failures';
import { manifestFor } from './remotes';
import { failureBody } from './schemas';

/** Public: which release of each remote this host's tenant (and signed-in user) gets, and failure reports. */
export default async function manifestRoutes(app: FastifyInstance) {
  const { publicWrites } = app.ctx.config;

  // Never cached, so a rollout takes effect at once; a token only picks the user's side of a canary.
  app.get('/mf/manifest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const userId = await optionalSessionUser(request);
    return ok('ok', await manifestFor(app.ctx, request.tenant, request.headers.host, userId));
  });

  app.post<{ Body: RemoteFailureReport }>(
    '/mf/failures',
    {
      schema: { body: failureBody },
      config: { rateLimit: { max: publicWrites.max, timeWindow: publicWrites.windowMs } },
    },
    async (request) => {
      await recordFailure(app.ctx, request.tenant, request.body);
      return ok('Failure recorded');
    },
  );
}
