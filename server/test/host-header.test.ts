import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readHost } from '../src/shared/http/host-header';
import { OTHER_POLICY } from '../src/web-app/security-headers';
import { bootPageEnvironment } from './boot-page-fixtures';
import { ACME, buildTestApp, type TestApp } from './helpers';
import { rawGet } from './raw-http';

describe('reading a Host header', () => {
  it.each([
    ['acme.localhost:3000', { host: 'acme.localhost:3000', hostname: 'acme.localhost', port: '3000' }],
    [' ACME.Localhost ', { host: 'acme.localhost', hostname: 'acme.localhost', port: '' }],
    ['127.0.0.1:8080', { host: '127.0.0.1:8080', hostname: '127.0.0.1', port: '8080' }],
    ['[::1]:3000', { host: '[::1]:3000', hostname: '[::1]', port: '3000' }],
    ['[2001:db8::1]', { host: '[2001:db8::1]', hostname: '[2001:db8::1]', port: '' }],
    ['my_host.example.', { host: 'my_host.example.', hostname: 'my_host.example.', port: '' }],
  ])('%p names %j', (header, expected) => {
    expect(readHost(header)).toEqual(expected);
  });

  it.each([
    'a b',
    'a>b',
    'a<b',
    'x"y.localhost',
    "x'y",
    'a;b',
    'a,b',
    'a/b',
    'a\\b',
    'a@b',
    'a%41',
    '-a.localhost',
    'a..b',
    'a:b:1',
    'a:99999',
    'a:',
    '[::g]',
    '[1.2.3.4]',
    '::1',
    `${'a'.repeat(64)}.localhost`,
    '',
  ])('%p names no host', (header) => {
    expect(readHost(header)).toBeNull();
  });
});

const BAD_HOSTS = ['a b', 'a>b', 'a<b', 'evil"><script>alert(1)</script>', 'x"y.localhost', 'a;script-src *', 'a:1:2'];
/** A page, the API, a route the server answers ahead of Fastify, a not-found, a page route and a release file. */
const ROUTES = [
  '/login',
  '/',
  '/api/offers',
  '/healthz',
  '/click?offer_id=1&aff_id=2',
  '/api/nothing-here',
  '/no-such-page',
  '/remotes/mfe_auth/1.0.0/mf-manifest.json',
];

describe('a Host header that is no host name, over HTTP', () => {
  let t: TestApp;
  let dir: string;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'affnet-host-'));
    t = await buildTestApp(bootPageEnvironment(dir));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is refused with 400 in the envelope on every route, naming the Host header, and logs no error', async () => {
    // Without a logger every request logs to the one abstract logger of the app (fastify/lib/logger-factory.js).
    const errors = jest.spyOn(t.app.log, 'error');
    try {
      for (const host of BAD_HOSTS) {
        for (const route of ROUTES) {
          const answer = await rawGet(port, route, host);
          expect([host, route, answer.status, answer.headers['content-type']]).toEqual([
            host,
            route,
            400,
            'application/json; charset=utf-8',
          ]);
          expect(JSON.parse(answer.body)).toMatchObject({ err: 1, msg: expect.stringContaining('Host header') });
          expect(answer.headers['content-security-policy']).toBe(OTHER_POLICY);
          // Nothing of the header comes back in another.
          expect(Object.values(answer.headers).filter((value) => value.includes(host))).toEqual([]);
        }
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('a host name, an address or none at all (HTTP/1.0) is answered as before', async () => {
    for (const host of [ACME, 'ACME.localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const page = await rawGet(port, '/login', host);
      expect([host, page.status]).toEqual([host, 200]);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
    expect((await rawGet(port, '/healthz', null, '1.0')).status).toBe(200);
    expect((await rawGet(port, '/login', null, '1.0')).status).toBe(200);
    const click = await rawGet(port, '/click?offer_id=1&aff_id=2', ACME);
    expect(click.status).not.toBe(400);
  });
});
