import { mkdirSync } from 'node:fs';
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES } from '@affnet/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isServedPath } from '../shared/http/served-path';
import { cacheControlFor } from './origins';

/**
 * A file of a release: `/<remote>/<version>/<file or sub/folder/file>`, no dot segments, no hidden files, not its
 * server renderer however spelled.
 */
function isReleaseFile(pathname: string): boolean {
  const [, remote, version, ...rest] = pathname.split('/');
  return (
    (REMOTE_NAMES as readonly string[]).includes(remote ?? '') &&
    RELEASE_VERSION_PATTERN.test(version ?? '') &&
    rest.length > 0 &&
    isServedPath(rest.join('/')) &&
    rest.every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(segment))
  );
}

/**
 * Releases of the remotes at /remotes/<remote>/<version>/<file>, same origin as the host: pre-compressed files,
 * hashed chunks cached for good, entries (mf-manifest.json, remoteEntry.js, area.json) revalidated.
 */
export async function releaseFiles(app: FastifyInstance, options: { releasesDir: string }) {
  mkdirSync(options.releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathname) => isReleaseFile(pathname),
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cacheControlFor(file));
      // Dev servers of a remote (another port) may read a release's manifest.
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
