import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isServedPath } from '../src/shared/http/served-path';
import { remoteOrigin } from '../src/web-app/remote-origins';
import { INDEX_HTML } from './boot-page-fixtures';
import { ACME, buildTestApp, type TestApp } from './helpers';
import { rawGet } from './raw-http';

const RENDERER = '/* the server renderer: never downloaded */';

/** A build's folder as the remotes' builds write it: entry, a chunk, and the server renderer under server/. */
function writeBuild(folder: string) {
  mkdirSync(path.join(folder, 'server'), { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(folder, 'remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(folder, '123.abcdef12.js'), '/* chunk */');
  writeFileSync(path.join(folder, 'server', 'first-screen.js'), RENDERER);
}

/** The server renderer's path spelled every way a file server might read as it. */
const SPELLINGS = [
  '/server/first-screen.js',
  '/./server/first-screen.js',
  '/x/../server/first-screen.js',
  '/%2e/server/first-screen.js',
  '/%2E/server/first-screen.js',
  '/.%2fserver/first-screen.js',
  '/x/%2e%2e/server/first-screen.js',
  '/x%2f..%2fserver/first-screen.js',
  '/%252e/server/first-screen.js',
  '/server%2ffirst-screen.js',
  '/server%2Ffirst-screen.js',
  '/server%5cfirst-screen.js',
  '/server\\first-screen.js',
  '/.\\server/first-screen.js',
  '//server/first-screen.js',
  '/SERVER/first-screen.js',
  '/server/',
  '/./server/',
];

describe('which paths of a build are served', () => {
  it.each(SPELLINGS)('%s is not', (pathname) => {
    expect(isServedPath(pathname)).toBe(false);
  });

  it.each(['/remoteEntry.js', '/static/js/1.js', '/x/../123.js', '/servers/a.js', '/my-server/first-screen.js'])(
    '%s is',
    (pathname) => {
      expect(isServedPath(pathname)).toBe(true);
    },
  );

  it.each(['/../secret', '/%2e%2e/secret', '/a/../../secret', '/a%00.js'])(
    '%s, outside the folder or with NUL, is not',
    (p) => {
      expect(isServedPath(p)).toBe(false);
    },
  );
});

describe("a remote's own origin (npm start, ports 3001-3005)", () => {
  let dir: string;
  let origin: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-origin-'));
    writeBuild(path.join(dir, 'dist'));
    origin = await remoteOrigin(path.join(dir, 'dist'), false);
    await origin.listen({ port: 0, host: '127.0.0.1' });
    port = (origin.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the build with CORS and its cache headers', async () => {
    const chunk = await rawGet(port, '/123.abcdef12.js', 'localhost:3001');
    expect([chunk.status, chunk.body]).toEqual([200, '/* chunk */']);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(port, '/mf-manifest.json', 'acme.localhost:3001')).headers['cache-control']).toBe('no-cache');
  });

  it.each(SPELLINGS)('never serves its server renderer as %s (404 in the envelope)', async (pathname) => {
    const answer = await rawGet(port, pathname, 'localhost:3001');
    expect([answer.status, answer.body.includes(RENDERER)]).toEqual([404, false]);
    expect(JSON.parse(answer.body)).toMatchObject({ err: 1 });
  });

  it.each(['a b', 'a>b', 'evil"><script>', 'x"y.localhost'])(
    'refuses the Host header %p with 400 in the envelope',
    async (host) => {
      const answer = await rawGet(port, '/remoteEntry.js', host);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ err: 1, msg: expect.stringContaining('Host header') });
    },
  );
});

describe('the main origin: the web build and the releases under /remotes/', () => {
  let t: TestApp;
  let dir: string;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-origin-'));
    const web = path.join(dir, 'web');
    writeBuild(web);
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    writeBuild(path.join(dir, 'releases', 'mfe_auth', '1.0.0'));
    t = await buildTestApp({ WEB_DIST: web, RELEASES_DIR: path.join(dir, 'releases') });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the files of both', async () => {
    for (const file of ['/123.abcdef12.js', '/remotes/mfe_auth/1.0.0/123.abcdef12.js']) {
      expect([file, (await rawGet(port, file, ACME)).status]).toEqual([file, 200]);
    }
  });

  it.each(SPELLINGS)('never serves a server renderer as %s', async (pathname) => {
    for (const url of [pathname, `/remotes/mfe_auth/1.0.0${pathname}`]) {
      const answer = await rawGet(port, url, ACME);
      expect([url, answer.body.includes(RENDERER)]).toEqual([url, false]);
      // A path with no extension outside /remotes/ is a page route: the web app's page, not a file.
      const isPage = !path.extname(url) && !url.startsWith('/remotes/');
      expect([url, answer.status, answer.headers['content-type']]).toEqual(
        isPage ? [url, 200, 'text/html; charset=utf-8'] : [url, 404, 'application/json; charset=utf-8'],
      );
    }
  });
});
