import { PERMISSIONS } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '../auth/guard';
import { asAdvertisersSend } from '../conversions/postback-fields';
import { idParams } from '../offers/schemas';
import { fileAnswer, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { integrationKit } from './kit';
import { answerPixel } from './pixel';
import { kitAnswer, pixelQuery, testConversionAnswer } from './schemas';
import { sendTestConversion } from './test-conversion';

/** The owner and the offer's advertiser; kit.ts refuses a publisher and scopes the advertiser to his offers. */
const reporters = requireSession(PERMISSIONS.network, PERMISSIONS.advertiser);

/** Each test conversion fires the publisher's postbacks to the outside: a few a minute per signed-in user. */
const TESTS_PER_MINUTE = 10;
const byUser = (request: FastifyRequest) => `integration-kit-test:user:${sessionOf(request).user.id}`;
const tags = ['offers'];

/** An offer's integration kit (S2S postback, pixel, script, a test conversion) and the pixel it gives. */
export default async function integrationKitRoutes(app: RouteApp) {
  app.get(
    '/api/offers/:id/integration-kit',
    {
      schema: {
        summary: 'How the advertiser reports the offer’s conversions: S2S postback, image pixel, script',
        tags,
        params: idParams,
        response: { 200: okAnswer(kitAnswer) },
      },
      preHandler: reporters,
    },
    async (request) => ok('ok', await integrationKit(app.ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/offers/:id/integration-kit/test-conversion',
    {
      schema: {
        summary: 'A test click and conversion of the offer, end to end, then rolled back',
        tags,
        params: idParams,
        body: noBody,
        response: { 200: okAnswer(testConversionAnswer) },
      },
      preHandler: reporters,
      config: {
        rateLimit: { max: TESTS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: byUser },
      },
    },
    async (request) =>
      ok('Test conversion done', await sendTestConversion(app.ctx, sessionOf(request), request.params.id, request.ip)),
  );

  app.get(
    '/pixel',
    {
      schema: {
        summary: "A thank-you page's conversion: the click the browser keeps for the offer (cookie of /click)",
        tags: ['tracking'],
        querystring: pixelQuery,
        response: { 200: fileAnswer('image/gif', 'A 1x1 transparent GIF, whether or not a conversion was recorded') },
      },
      // As /postback takes them: an empty parameter is one not sent.
      preValidation: asAdvertisersSend,
      config: { tracking: true, cors: false },
    },
    (request, reply) => answerPixel(app.ctx, request.query, request, reply),
  );
}
