import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_FILE, REMOTE_NAMES, type RemoteName } from '@affnet/contracts';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../repo-root';

/** Each remote is its own deployable artifact; `npm start` serves each build on its own origin. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mfe_auth: 'mfe-auth',
  mfe_offers: 'mfe-offers',
  mfe_statistics: 'mfe-statistics',
  mfe_network_admin: 'mfe-network-admin',
  mfe_publisher: 'mfe-publisher',
};

/** The folder of a build's server renderer (FIRST_SCREEN_FILE): the server runs it, nobody downloads it. */
const SERVER_FOLDER = `${path.dirname(FIRST_SCREEN_FILE)}/`;

/** Whether a path inside a build's folder may be served (its server renderer may not). */
export const isServedFile = (pathInBuild: string): boolean =>
  !pathInBuild.replace(/^\/+/, '').startsWith(SERVER_FOLDER);

/** Entry files keep their names between builds, so they are revalidated; hashed chunks are cached for good. */
const ENTRY_FILES =
  /(^|\/)(remoteEntry\.js|main\.js|mf-manifest\.json|mf-stats\.json|area\.json|index\.html)(\.br|\.gz)?$/;

export function cacheControlFor(file: string): string {
  return ENTRY_FILES.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable';
}

/** One static origin for a built remote: CORS for the host's pages, pre-compressed files, cache headers. */
export async function remoteOrigin(dist: string, logger: FastifyBaseLogger | false): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger || undefined });
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    allowedPath: isServedFile,
    setHeaders: (res, file) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControlFor(file));
    },
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
