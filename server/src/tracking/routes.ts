import { fileAnswer, redirectAnswer } from '../shared/http/answers';
import type { RouteApp } from '../shared/http/schemas';
import { clickAnswerer } from './click-answer';
import { clickQuery } from './schemas';
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

/** Public tracking: `/click` (302 to the offer, or the fallback). The advertisers' `/postback` is conversions/routes.ts. */
export default async function routes(app: RouteApp) {
  const tracking = trackingOf(app.ctx);
  app.addHook('onClose', async () => tracking.writer.close());

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
}
