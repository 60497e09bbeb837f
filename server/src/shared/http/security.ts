import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { globalPlugin } from './global-plugin';
import { hostHeaderPlugin } from './host-header';
import { databaseRateLimitStore } from './rate-limit-store';

/** Local development origins (remotes served standalone on their own ports) may call the API. */
const DEV_ORIGIN = /^https?:\/\/([a-z0-9-]+\.)*localhost(:\d+)?$/;

/**
 * A Host header that is no host name refused first; then the external plugins: CORS, multipart for logo uploads, and
 * per-route rate limits (counted in the database).
 */
export const securityPlugin = globalPlugin(async (app) => {
  await app.register(hostHeaderPlugin);
  // A preflight without Origin is no preflight: it goes on to the router (404 in the envelope), not a bare 400.
  await app.register(cors, {
    origin: DEV_ORIGIN,
    allowedHeaders: ['Content-Type', 'Authorization'],
    strictPreflight: false,
  });
  await app.register(multipart, { limits: { fileSize: 512 * 1024, files: 1, fields: 5, parts: 6 } });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.ctx.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
});
