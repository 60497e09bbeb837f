import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordPostback } from '../conversions/conversions';
import { postbackInput } from '../conversions/postback-input';
import { fileAnswer, okAnswer, redirectAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { documentedOnly } from '../shared/http/schemas';
import { sendWebApp } from '../web-app/static-plugin';
import { decideClick } from './clicks';
import { countryOfRequest } from './geo';
import { clickQuery, postbackAnswer, postbackBody, postbackBodyTypes, postbackQuery } from './schemas';
import { type Catalogue, trackingOf } from './tracking';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tracking route: no per-request tenant look-up (see networks/tenant-plugin.ts). */
    tracking?: boolean;
    /** Read by @fastify/cors: false leaves the route's answers without CORS headers. */
    cors?: false;
  }
}

/** Rejections a just-made change may undo (a new offer or publisher, an approval): worth a fresh catalogue. */
const SECOND_LOOK = new Set(['offer_unknown', 'offer_inactive', 'publisher_unknown', 'not_allowed']);
const SECOND_LOOK_MS = 1000;

const NOT_AVAILABLE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Offer not available</title></head>' +
  '<body><main><h1>This offer is not available</h1></main></body></html>';

const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? str(value[0]) : undefined;

const SUB_PARAMETERS = ['aff_sub1', 'aff_sub2', 'aff_sub3', 'aff_sub4', 'aff_sub5'];

/** aff_sub1…5; Sub ID 1 may come under the network's own name for it (network settings `parameter`). */
function subsOfQuery(query: Record<string, unknown>, catalogue: Catalogue) {
  const subs = SUB_PARAMETERS.map((name) => str(query[name]));
  const name = catalogue.clickRefParameter;
  if (subs[0] === undefined && name) subs[0] = str(query[name]);
  return subs;
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
 * The headers helmet gives every answer (web-app/security-headers.ts), set on /click's as one object: helmet builds
 * its middleware anew for each request, which took longer than the rest of a click. click.test.ts holds them equal.
 */
const CLICK_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
};

/**
 * What /click skips of what every route gets, for its speed (README, Benchmarks): the access log (two lines a click;
 * the click's row holds its time, IP and user agent; warnings and errors are still logged, by one logger made once
 * rather than a child logger per request), helmet (replaced by CLICK_HEADERS), CORS (a visitor's navigation, never a
 * script's call), the tenant look-up (the catalogue has the network) and the NUL check (decideClick drops them).
 */
const CLICK_ROUTE = {
  helmet: false,
  config: { tracking: true, keepsEveryRequest: true, cors: false },
} as const;

function notAvailable(reply: FastifyReply) {
  return reply.status(200).type('text/html; charset=utf-8').send(NOT_AVAILABLE);
}

/** Public tracking: `/click` (302 to the offer, or the fallback) and the advertisers' S2S `/postback`. */
export default async function routes(app: FastifyInstance) {
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
  const clickRoute = { ...CLICK_ROUTE, childLoggerFactory: () => clickLog };
  app.get('/click', { schema: clickSchema, ...documentedOnly, ...clickRoute }, async (request, reply) => {
    reply.headers(CLICK_HEADERS);
    try {
      const catalogue = await tracking.catalogue(request.headers.host);
      if (!catalogue) return notAvailable(reply);
      const query = request.query as Record<string, unknown>;
      const clickRequest = {
        offer_id: str(query.offer_id),
        aff_id: str(query.aff_id),
        subs: subsOfQuery(query, catalogue),
        ip: request.ip,
        userAgent: str(request.headers['user-agent']) ?? '',
        country: countryOfRequest(request.ip, request.headers['x-affnet-test-country'], app.ctx.config.production),
        now: tracking.now(),
      };
      let { click, location } = decideClick(catalogue, clickRequest);
      if (click.reason && SECOND_LOOK.has(click.reason)) {
        const fresh = await tracking.fresh(request.headers.host, SECOND_LOOK_MS);
        if (fresh && fresh !== catalogue) ({ click, location } = decideClick(fresh, clickRequest));
      }
      const backlog = tracking.writer.add(click);
      if (backlog) await backlog;
      if (location) return reply.redirect(location, 302);
      if (catalogue.network.fallback_url) return reply.redirect(catalogue.network.fallback_url, 302);
      return notAvailable(reply);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'click could not be handled');
      return notAvailable(reply);
    }
  });

  const postback = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const fields = { ...query, ...(typeof request.body === 'object' && request.body ? request.body : {}) };
    const wantsPage =
      request.method === 'GET' && !('click_id' in fields) && request.headers.accept?.includes('text/html');
    if (wantsPage) {
      if (await sendWebApp(request, reply)) return reply;
    }
    const input = postbackInput(fields as Record<string, unknown>, request.ip);
    const catalogue = await tracking.catalogue(request.headers.host);
    if (!catalogue) return reply.status(404).send({ err: 1, msg: 'Unknown click', code: 'NOT_FOUND' });
    const result = await recordPostback(app.ctx, catalogue, input);
    if (result.duplicate) return ok('Duplicate conversion ignored', result);
    return ok(result.status === 'rejected' ? 'Conversion recorded as rejected' : 'Conversion recorded', result);
  };
  const summary = "The advertiser's server-to-server call: a conversion of a click";
  app.get(
    '/postback',
    {
      schema: {
        summary,
        tags,
        querystring: { ...postbackQuery, required: ['click_id'] },
        response: postbackAnswers(true),
      },
      ...documentedOnly,
      config: { tracking: true },
    },
    postback,
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
      ...documentedOnly,
      config: { tracking: true },
    },
    postback,
  );
}
