import { type OfferQuery, PERMISSIONS } from '@affnet/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { offersCsv } from './csv';
import { offerQuery } from './schemas';

/** offers.csv: the rows of the caller's table with the same filters, every page. */
export default async function exportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: OfferQuery }>(
    '/api/offers/export.csv',
    {
      schema: { querystring: offerQuery },
      preHandler: requireSession(PERMISSIONS.network, PERMISSIONS.advertiser, PERMISSIONS.publisher),
    },
    async (request, reply) => {
      const csv = await offersCsv(app.ctx, sessionOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="offers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
