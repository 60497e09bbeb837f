import { requireSession, sessionOf } from '../auth/guard';
import { forbidden } from '../shared/errors';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import type { RouteApp } from '../shared/http/schemas';
import { conversionAnswer } from '../statistics/answers';
import { conversionView } from '../statistics/conversions';
import { conversionParams, conversionStatusBody } from '../statistics/schemas';
import { scopeOf } from '../statistics/scope';
import { changeConversionStatus } from './conversions';

/**
 * A conversion's life after the advertiser's postback: the owner approves or rejects it (its rollups and outgoing
 * postbacks follow, conversions.ts). Its address stays under /api/statistics, where the conversions list is.
 */
export default async function routes(app: RouteApp) {
  const ctx = app.ctx;

  app.post(
    '/api/statistics/conversions/:id/status',
    {
      preHandler: requireSession(),
      schema: {
        summary: 'The owner approves or rejects a conversion',
        tags: ['statistics'],
        params: conversionParams,
        body: conversionStatusBody,
        response: { 200: okAnswer(conversionAnswer, 'The conversion as changed') },
      },
    },
    async (request) => {
      const s = await scopeOf(ctx, sessionOf(request));
      if (s.role !== 'network') throw forbidden();
      const { id } = request.params;
      const { status } = request.body;
      await changeConversionStatus(ctx, s.networkId, id, status);
      return ok('Conversion updated', await conversionView(ctx, s, id));
    },
  );
}
