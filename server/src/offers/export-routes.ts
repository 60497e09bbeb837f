import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { fileAnswer } from '../shared/http/answers';
import type { RouteApp } from '../shared/http/schemas';
import { offersCsv } from './csv';
import { offerQuery } from './schemas';

/** offers.csv: the rows of the caller's table with the same filters, every page. */
export default async function exportRoutes(app: RouteApp) {
  app.get(
    '/api/offers/export.csv',
    {
      schema: {
        summary: "offers.csv: every offer of the caller's tab and filters, in the network's chosen columns",
        tags: ['offers'],
        querystring: offerQuery,
        response: { 200: fileAnswer('text/csv', "offers.csv, with only the money of the caller's role") },
      },
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
