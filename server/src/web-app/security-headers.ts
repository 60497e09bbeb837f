import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../shared/context';
import { globalPlugin } from '../shared/http/global-plugin';
import { type RequestHost, readHost } from '../shared/http/host-header';
import { HOLD_SUBMIT_SCRIPT } from './boot-page';

/** The page's one inline script (a drawn first screen's), allowed by its hash; nothing else inline runs. */
const HOLD_SUBMIT_HASH = `'sha256-${createHash('sha256').update(HOLD_SUBMIT_SCRIPT).digest('base64')}'`;

/** How long the entry URLs of the registered releases are trusted before they are read again. */
const RELEASE_ENTRIES_MS = 5000;

/** The entry URLs of each app's registered releases, read at most every RELEASE_ENTRIES_MS. */
const releaseEntries = new WeakMap<AppContext, { at: number; entries: Promise<string[]> }>();

function registeredEntries(ctx: AppContext): Promise<string[]> {
  let known = releaseEntries.get(ctx);
  if (!known || performance.now() - known.at > RELEASE_ENTRIES_MS) {
    const entries = ctx.db
      .selectFrom('remote_releases')
      .select('entry_url')
      .distinct()
      .execute()
      .then((rows) => rows.map((row) => row.entry_url));
    known = { at: performance.now(), entries };
    releaseEntries.set(ctx, known);
  }
  return known.entries;
}

/**
 * The origin of a remote's entry URL as a policy source, `{hostname}` being the page's: an http(s) origin whose host
 * is a host name (nothing a policy would read as another directive or source), else null.
 */
function sourceOf(entry: string, page: RequestHost): string | null {
  try {
    const url = new URL(entry.replaceAll('{hostname}', page.hostname), `http://${page.host}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && readHost(url.host) ? url.origin : null;
  } catch {
    return null;
  }
}

/** The page's host when its request names none (HTTP/1.0); any other Host header is a host name (host-header.ts). */
const LOCALHOST: RequestHost = { host: 'localhost', hostname: 'localhost', port: '' };

/**
 * Where the page may load remotes from besides its own origin: the configured remote URLs and every registered
 * release with an entry on another origin (a network pinned to one must load it); `{hostname}` is the page's.
 */
async function remoteOrigins(ctx: AppContext, request: FastifyRequest): Promise<string[]> {
  const page = readHost(request.headers.host) ?? LOCALHOST;
  const entries = [...Object.values(ctx.config.remoteUrls), ...(await registeredEntries(ctx))];
  const own = sourceOf('/', page);
  const sources = entries.map((entry) => sourceOf(entry, page));
  return [...new Set(sources)].filter((origin): origin is string => origin !== null && origin !== own);
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
