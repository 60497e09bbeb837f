import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordPostback } from '../conversions/conversions';
import { postbackInput } from '../conversions/postback-input';
import { fileAnswer, okAnswer, redirectAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { type RouteApp, validatedAsSent } from '../shared/http/schemas';
import { sendWebApp } from '../web-app/static-plugin';
import { clickAnswerer } from './click-answer';
import { asAdvertisersSend } from './postback-fields';
import {
  clickQuery,
  type PostbackFields,
  postbackAnswer,
  postbackBody,
  postbackBodyTypes,
  postbackQuery,
} from './schemas';
import { trackingOf } from './tracking';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tracking route: no per-request tenant look-up (see networks/tenant-plugin.ts). */
    tracking?: boolean;
    /** Read by @fastify/cors: false leaves the route's answers without CORS headers. */
    cors?: false;
  }
}

const tags = ['tracking'];
const NOT_AVAILABLE_PAGE = 'This offer is not available: a refused click without a fallback URL, or an unknown host';

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

/**
 * /click is answered ahead of Fastify (shared/http/direct-routes.ts); what reaches its Fastify route (a HEAD, the
 * tests' `inject`, a request while the app closes) skips the same: the access log (two lines a click; the click's row
 * holds its time, IP and user agent; warnings and errors are still logged, by one logger made once rather than a
 * child logger per request), helmet (click-answer.ts sets its headers), CORS (a visitor's navigation, never a
 * script's call), the tenant look-up (the catalogue has the network) and the NUL check (decideClick drops them).
 */
const CLICK_ROUTE = {
  helmet: false,
  config: { tracking: true, keepsEveryRequest: true, cors: false },
} as const;

/** Public tracking: `/click` (302 to the offer, or the fallback) and the advertisers' S2S `/postback`. */
export default async function routes(app: RouteApp) {
  const tracking = trackingOf(app.ctx);
  app.addHook('onClose', async () => tracking.writer.close());
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const clickSchema = {
    summary: "A visitor's click on a publisher's tracking link: recorded, then sent on to the offer",
    tags,
    querystring: clickQuery,
    response: {
      200: fileAnswer('text/html', NOT_AVAILABLE_PAGE),
      302: redirectAnswer("The offer's destination, macros filled; for a refused click, the network's fallback URL"),
    },
  };
  const clickLog = app.log.child({ route: '/click' }, { level: 'warn' });
  const answerClick = clickAnswerer(tracking, {
    trustProxy: app.ctx.config.trustProxy,
    production: app.ctx.config.production,
    log: clickLog,
  });
  app.directRoutes.add('/click', answerClick);
  const clickRoute = { ...CLICK_ROUTE, childLoggerFactory: () => clickLog };
  // attachValidation: a click is never refused; decideClick records a bad one (see clickQuery).
  app.get('/click', { schema: clickSchema, attachValidation: true, ...clickRoute }, async (request, reply) => {
    reply.hijack();
    await answerClick(request.raw, reply.raw);
  });

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
}
