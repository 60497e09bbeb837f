import type { FastifyInstance } from 'fastify';
import { ok } from '../../envelope';
import { manifestFor } from '../../services/remotes';

/** Public: the remote entry URLs for this host's tenant; never cached so a pin takes effect at once. */
export default async function manifestRoutes(app: FastifyInstance) {
  app.get('/mf/manifest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok('ok', await manifestFor(app.ctx, request.tenant, request.headers.host));
  });
}
