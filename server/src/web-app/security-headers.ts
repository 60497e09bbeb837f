import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../shared/context';
import { globalPlugin } from '../shared/http/global-plugin';
import { HOLD_SUBMIT_SCRIPT } from './boot-page';

/** The page's one inline script (a drawn first screen's), allowed by its hash; nothing else inline runs. */
const HOLD_SUBMIT_HASH = `'sha256-${createHash('sha256').update(HOLD_SUBMIT_SCRIPT).digest('base64')}'`;

/** How long the origins of the registered releases are trusted before they are read again. */
const RELEASE_ORIGINS_MS = 5000;

/** The origins of each app's registered releases, read at most every RELEASE_ORIGINS_MS. */
const releaseOrigins = new WeakMap<AppContext, { at: number; origins: Promise<string[]> }>();

const originOf = (url: string, base: string): string | null => {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
};

/**
 * Where the page may load remotes from besides its own origin: the configured remote URLs (`{hostname}` is the
 * page's) and every registered release with an entry on another origin (a network pinned to one must load it).
 */
async function remoteOrigins(ctx: AppContext, request: FastifyRequest): Promise<string[]> {
  const page = `http://${request.headers.host ?? 'localhost'}`;
  const hostname = new URL(page).hostname;
  let known = releaseOrigins.get(ctx);
  if (!known || performance.now() - known.at > RELEASE_ORIGINS_MS) {
    const origins = ctx.db
      .selectFrom('remote_releases')
      .select('entry_url')
      .distinct()
      .execute()
      .then((rows) => rows.map((row) => originOf(row.entry_url, page) ?? ''));
    known = { at: performance.now(), origins };
    releaseOrigins.set(ctx, known);
  }
  const configured = Object.values(ctx.config.remoteUrls).map((url) => url.replaceAll('{hostname}', hostname));
  const all = [...configured.map((url) => originOf(url, page) ?? ''), ...(await known.origins)];
  const own = new URL(page).origin;
  return [...new Set(all)].filter((origin) => origin && origin !== own && /^https?:\/\//.test(origin));
}

/** The policy of the web app's pages: its own scripts and its remotes', its styles, nothing framed or framing it. */
function pagePolicy(remotes: string[]): string {
  const remote = remotes.length ? ` ${remotes.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${HOLD_SUBMIT_HASH}${remote}`,
    // styled-components writes <style> elements; React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${remote}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (API answers, scripts, files) runs nothing and is framed by nobody. */
export const OTHER_POLICY = "default-src 'none'; frame-ancestors 'none'";

async function perAnswerHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A handler that set its own (uploaded files) keeps it.
  if (reply.getHeader('content-security-policy')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  const isPage = type.startsWith('text/html');
  // API answers carry sessions, keys and a network's figures: no cache, shared or the browser's own, keeps them.
  if (type.startsWith('application/json') && !reply.getHeader('cache-control'))
    reply.header('cache-control', 'no-store');
  reply.header(
    'content-security-policy',
    isPage ? pagePolicy(await remoteOrigins(request.server.ctx, request)) : OTHER_POLICY,
  );
  return payload;
}

/**
 * Security headers on every answer (helmet): nosniff, frame denial, a referrer policy, no cross-origin window
 * sharing; and a Content-Security-Policy that the host and the remotes satisfy (`frame-ancestors 'none'`).
 */
export const securityHeadersPlugin = globalPlugin(async (app) => {
  await app.register(helmet, {
    // Set per answer below: a page's policy names the origins of its remotes.
    contentSecurityPolicy: false,
    // Remotes on other origins load their chunks with no CORS; a release's files may be read by a remote's own page.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HTTPS is the proxy's business (TRUST_PROXY); a plain-HTTP development start must not be pinned to HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', perAnswerHeaders);
});
