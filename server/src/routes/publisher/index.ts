import type { OfferTab } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../envelope';
import { offerPage } from '../../services/offers';
import { publisherFromKeys } from '../../services/publisher-credentials';
import { rejectInfiniteNumbers } from '../api/offers/finite-numbers';
import { objectOf } from '../schemas';

const query = objectOf(
  {
    offer_type: { type: 'string', enum: ['all', 'active', 'public', 'private'] },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  },
  [],
);

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The publisher API of the spec: the offers a publisher sees, by his apikey and secretkey headers. */
export default async function publisherApiRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { offer_type?: OfferTab; limit?: number; page?: number } }>(
    '/publisher/offers/v2',
    { schema: { querystring: query }, preHandler: rejectInfiniteNumbers },
    async (request) => {
      const { headers } = request;
      const caller = await publisherFromKeys(
        app.ctx,
        request.tenant,
        header(headers.apikey),
        header(headers.secretkey),
      );
      const { offer_type, limit, page } = request.query;
      return ok('ok', await offerPage(app.ctx, caller.networkId, caller.viewer, { tab: offer_type, limit, page }));
    },
  );
}
