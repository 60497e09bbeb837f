import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, type NetworkBranding, type RemoteManifest } from '@affnet/contracts';
import { remoteStore } from '../src/remotes/store';
import { ACME, body, buildTestApp, GLOBEX, type TestApp } from './helpers';
import { TEST_NOW } from './instants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REMOTE_MFE_OFFERS_URL: 'https://cdn.example/{hostname}/offers/mf-manifest.json' });
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost:3000') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('public calls', () => {
  it('GET /healthz', async () => {
    expect(body(await get('/healthz'))).toEqual({ err: 0, msg: 'ok' });
  });

  it('branding follows the Host header', async () => {
    const acme = body<NetworkBranding>(await get('/api/network/branding', ACME)).payload;
    expect(acme).toEqual({
      network_id: 'acme',
      company_name: 'Acme Media',
      networklogo_Url: '/uploads/acme/logo.svg',
      theme: { ...DEFAULT_THEME, navbarbg: 'skin1' },
      time_zone: 'America/New_York',
    });
    const globex = body<NetworkBranding>(await get('/api/network/branding', `staging.${GLOBEX.toUpperCase()}`)).payload;
    expect(globex).toMatchObject({ network_id: 'globex', company_name: 'Globex Ads', time_zone: 'Asia/Kolkata' });
    expect(globex?.theme).toMatchObject({ theme: 'dark', navbarbg: 'skin4', sidebarbg: 'skin3', logobg: 'skin4' });
    const unknown = body<NetworkBranding>(await get('/api/network/branding', 'other.example')).payload;
    expect(unknown).toEqual({
      network_id: null,
      company_name: 'affnet',
      networklogo_Url: null,
      theme: DEFAULT_THEME,
      time_zone: 'UTC',
    });
  });

  it('serves the seeded SVG logos in three sizes with a locked-down CSP', async () => {
    for (const name of ['logo.svg', 'logo.medium.svg', 'logo.small.svg']) {
      const response = await get(`/uploads/globex/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.body).toContain('>GA<');
    }
    expect((await get('/uploads/../affnet.sqlite')).statusCode).toBe(404);
  });

  it('the manifest uses the request host name, env defaults and per-network rollouts', async () => {
    const plain = await get('/mf/manifest', ACME);
    expect(plain.headers['cache-control']).toBe('no-store');
    const manifest = body<RemoteManifest>(plain).payload;
    expect(manifest?.remotes).toEqual({
      mfe_auth: 'http://acme.localhost:3001/mf-manifest.json',
      mfe_offers: 'https://cdn.example/acme.localhost/offers/mf-manifest.json',
      mfe_statistics: 'http://acme.localhost:3003/mf-manifest.json',
      mfe_network_admin: 'http://acme.localhost:3004/mf-manifest.json',
      mfe_publisher: 'http://acme.localhost:3005/mf-manifest.json',
    });
    expect(manifest?.canary).toBe(false);
    expect(manifest?.releases.mfe_offers).toEqual({
      version: 'configured',
      entry: 'https://cdn.example/acme.localhost/offers/mf-manifest.json',
      area: null,
      canary: false,
    });
    const globex = (await t.app.ctx.platform.networkBySlug('globex'))?.id as number;
    const remotes = remoteStore(t.app.ctx.db);
    await remotes.insertRelease({
      remote: 'mfe_offers',
      version: '2.0.0',
      entry_url: 'http://{hostname}:4002/mf-manifest.json',
      area_json: null,
      created_at: TEST_NOW,
    });
    await remotes.saveRollout(globex, 'mfe_offers', {
      version: '2.0.0',
      canary_version: null,
      canary_percent: 0,
      previous_version: null,
      updated_at: TEST_NOW,
    });
    const pinned = body<RemoteManifest>(await get('/mf/manifest', GLOBEX)).payload;
    expect(pinned?.remotes.mfe_offers).toBe('http://globex.localhost:4002/mf-manifest.json');
    expect(pinned?.releases.mfe_offers).toMatchObject({ version: '2.0.0', canary: false });
    expect(pinned?.remotes.mfe_auth).toBe('http://globex.localhost:3001/mf-manifest.json');
    expect(body<RemoteManifest>(await get('/mf/manifest', ACME)).payload?.remotes.mfe_offers).toContain('cdn.example');
    // A Host header that is no host name gets no manifest (shared/http/host-header.ts).
    const odd = await get('/mf/manifest', 'evil"<host>');
    expect([odd.statusCode, body(odd).msg]).toEqual([400, expect.stringContaining('Host header')]);
  });

  it('answers 404 envelopes for unknown API paths and methods', async () => {
    for (const url of ['/api/nope', '/user/nope', '/nope']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toMatchObject({ err: 1, code: 'NOT_FOUND' });
    }
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/healthz' });
    expect(wrongMethod.statusCode).toBe(404);
  });
});

describe('web app files', () => {
  it('serves WEB_DIST with index.html for app routes, not for API paths or missing files', async () => {
    const webDist = path.join(t.dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>affnet</title>');
    writeFileSync(path.join(webDist, 'main.js'), 'console.info(1)');
    const web = await buildTestApp({ WEB_DIST: webDist });
    try {
      const page = (url: string) => web.app.inject({ method: 'GET', url });
      expect((await page('/')).body).toContain('<title>affnet</title>');
      expect((await page('/dashboard')).body).toContain('<title>affnet</title>');
      expect((await page('/reset-password?link=abc')).headers['content-type']).toContain('text/html');
      expect((await page('/main.js')).body).toBe('console.info(1)');
      expect((await page('/missing.js')).statusCode).toBe(404);
      expect(body(await page('/api/nope'))).toMatchObject({ err: 1, code: 'NOT_FOUND' });
      // A missing release file is a 404, never the web app a remote's loader would try to run.
      expect(body(await page('/remotes/mfe_offers/9.9.9'))).toMatchObject({ err: 1, code: 'NOT_FOUND' });
      expect(body(await page('/healthz'))).toEqual({ err: 0, msg: 'ok' });
    } finally {
      await web.close();
    }
  });
});
