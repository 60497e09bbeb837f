import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { forbidden } from '../shared/errors';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { type RouteApp, validatedAsSent } from '../shared/http/schemas';
import { conversionAnswer } from '../statistics/answers';
import { conversionView } from '../statistics/conversions';
import { conversionParams, conversionStatusBody } from '../statistics/schemas';
import { scopeOf } from '../statistics/scope';
import { trackingOf } from '../tracking/tracking';
import { sendWebApp } from '../web-app/static-plugin';
import { changeConversionStatus, recordPostback } from './conversions';
import { asAdvertisersSend } from './postback-fields';
import { postbackInput } from './postback-input';
import { type PostbackFields, postbackAnswer, postbackBody, postbackBodyTypes, postbackQuery } from './schemas';

/*
 * The advertiser's postback, incoming, lives in this folder: its route (here), its fields (postback-fields.ts,
 * postback-input.ts, schemas.ts), its money (postback-money.ts), the conversion with its cutback, caps, rollup call and
 * outgoing postbacks' outbox rows in one transaction (conversions.ts, cutback.ts, store.ts); then the owner's decision
 * on it. /postback stays in the API document's `tracking` group beside /click, and the decision's address under
 * /api/statistics beside the conversions list.
 */
const tags = ['tracking'];

/** The postback's answer; a browser opening /postback without a click id gets the dashboard's page instead. */
const postbackAnswers = (page: boolean) => ({
  200: {
    description: 'The conversion recorded, or found to be a duplicate',
    content: {
      'application/json': { schema: okAnswer(postbackAnswer) },
      ...(page ? { 'text/html': { schema: { type: 'string' } } } : {}),
    },
  },
});

/** The advertisers' server-to-server `/postback`, and the owner's approval or rejection of a conversion. */
export default async function routes(app: RouteApp) {
  const ctx = app.ctx;
  const tracking = trackingOf(ctx);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const postback = async (fields: PostbackFields, request: FastifyRequest, reply: FastifyReply) => {
    const input = postbackInput(fields, request.ip);
    const catalogue = await tracking.catalogue(request.headers.host);
    if (!catalogue) return reply.status(404).send({ err: 1, msg: 'Unknown click', code: 'NOT_FOUND' });
    const result = await recordPostback(app.ctx, catalogue, input);
    if (result.duplicate) return ok('Duplicate conversion ignored', result);
    return ok(result.status === 'rejected' ? 'Conversion recorded as rejected' : 'Conversion recorded', result);
  };
  /** A browser opening /postback without a click id (a link followed by hand) gets the dashboard's page instead. */
  const pageForBrowsers = async (request: FastifyRequest, reply: FastifyReply) => {
    const { query } = request;
    const hasClickId = typeof query === 'object' && query !== null && 'click_id' in query;
    if (!hasClickId && request.headers.accept?.includes('text/html')) {
      if (await sendWebApp(request, reply)) return reply;
    }
  };
  const postbackRoute = { ...validatedAsSent, preValidation: asAdvertisersSend, config: { tracking: true } };
  const summary = "The advertiser's server-to-server call: a conversion of a click";
  app.get(
    '/postback',
    {
      schema: {
        summary,
        tags,
        querystring: postbackQuery,
        response: postbackAnswers(true),
      },
      ...postbackRoute,
      preValidation: [pageForBrowsers, asAdvertisersSend],
    },
    (request, reply) => postback(request.query, request, reply),
  );
  app.post(
    '/postback',
    {
      schema: {
        summary,
        tags,
        querystring: postbackQuery,
        body: postbackBody,
        consumes: postbackBodyTypes,
        response: postbackAnswers(false),
      },
      ...postbackRoute,
    },
    (request, reply) => postback({ ...request.query, ...request.body }, request, reply),
  );

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
