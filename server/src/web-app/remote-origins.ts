import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ErrorEnvelope, REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { cacheControlFor, REMOTE_FOLDERS } from '../remotes/origins';
import { REPO_ROOT } from '../repo-root';
import { clientErrors, errorsPlugin, frameworkErrors } from '../shared/http/errors-plugin';
import { hostHeaderPlugin } from '../shared/http/host-header';
import { isServedPath } from '../shared/http/served-path';

/**
 * One static origin for a built remote (`npm start`): CORS for the host's pages, pre-compressed files, cache headers.
 * Like the main origin it refuses a Host header that is no host name, never serves the build's server renderer
 * however the path spells it, and answers failures in the envelope.
 */
export async function remoteOrigin(dist: string, logger: FastifyBaseLogger | false): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger || undefined, frameworkErrors, clientErrorHandler: clientErrors });
  await app.register(errorsPlugin);
  await app.register(hostHeaderPlugin);
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    allowedPath: isServedPath,
    setHeaders: (res, file) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControlFor(file));
    },
  });
  app.setNotFoundHandler((_request, reply) => {
    const body: ErrorEnvelope = { err: 1, msg: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
  return app;
}

/** Starts the origins of every built remote on its port; returns a function that closes them. */
export async function serveRemoteOrigins(
  ports: Record<RemoteName, number>,
  host: string,
  logger: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const apps: FastifyInstance[] = [];
  for (const name of REMOTE_NAMES) {
    const dist = path.join(REPO_ROOT, REMOTE_FOLDERS[name], 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
      logger.warn(`remote ${name} is not built (${dist}); run npm run build`);
      continue;
    }
    const app = await remoteOrigin(dist, false);
    await app.listen({ port: ports[name], host });
    logger.info(`remote ${name} on port ${ports[name]}`);
    apps.push(app);
  }
  return async () => {
    await Promise.all(apps.map((app) => app.close()));
  };
}
