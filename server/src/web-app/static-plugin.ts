import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorEnvelope } from '@affnet/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from '../remotes/origins';
import { releaseFiles } from '../remotes/release-files-plugin';
import { globalPlugin } from '../shared/http/global-plugin';
import { isServedPath } from '../shared/http/served-path';
import { sendIndexPage } from './index-page';

/** Paths the server answers itself; everything else may be a route of the single-page app. */
const API_PREFIXES = [
  '/api/',
  '/user/',
  '/auth/',
  '/mf/',
  '/uploads/',
  '/remotes/',
  '/registerPublisher/',
  '/registerAdvertiser/',
];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/healthz' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The web app's index.html with the tenant's boot data and the first remote's preloads (for a page route, also one
 * the server answers itself, e.g. /postback); false when not built, true when sent.
 */
export function sendWebApp(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  return sendIndexPage(request, reply);
}

/** Releases of the remotes under /remotes/ (logos under /uploads/ are the networks area's), the built web app on / with index.html for its routes, 404 envelope otherwise. */
export const staticPlugin = globalPlugin(async (app) => {
  const { webDist } = app.ctx.config;
  await app.register(releaseFiles, { releasesDir: app.ctx.config.releasesDir });
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      allowedPath: isServedPath,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
    });
    // `/` is a page route too: its index.html carries the boot data, not the file as built.
    app.get('/', async (request, reply) => ((await sendWebApp(request, reply)) ? reply : reply.callNotFound()));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (hasWeb && isPage && !path.extname(pathname)) {
      if (await sendWebApp(request, reply)) return reply;
    }
    const body: ErrorEnvelope = { err: 1, msg: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
});
