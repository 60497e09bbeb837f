import type { NetworkRegistrationRequest } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { ok } from '../shared/http/envelope';
import { email, networkId, objectOf, password, text } from '../shared/http/schemas';
import { networkIdExists, networkView, networkVisibleTo, registerNetwork } from './networks';

const idParams = objectOf({ id: { type: 'string', minLength: 1, maxLength: 100 } });

/** Network sign-up, the id availability check and the network record. */
export default async function networkUserRoutes(app: FastifyInstance) {
  const { publicWrites } = app.ctx.config;

  app.post<{ Body: NetworkRegistrationRequest }>(
    '/user/network/register',
    {
      schema: {
        body: objectOf({ network_id: networkId, company_name: text(200), name: text(200), email, password }),
      },
      config: { rateLimit: { max: publicWrites.max, timeWindow: publicWrites.windowMs } },
    },
    async (request) => ok('Network created. You can sign in now.', await registerNetwork(app.ctx, request.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/user/network_id/exists/:id',
    { schema: { params: idParams } },
    async (request) => ok('ok', { exists: await networkIdExists(app.ctx, request.params.id.toLowerCase()) }),
  );

  app.get<{ Params: { id: string } }>(
    '/user/network/data/:id',
    { schema: { params: idParams }, preHandler: requireSession() },
    async (request) => {
      const network = await networkVisibleTo(app.ctx, sessionOf(request), request.params.id);
      return ok('ok', networkView(network));
    },
  );
}
