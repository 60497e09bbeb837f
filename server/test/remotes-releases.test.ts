import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteManifest, RemoteRelease, RemotesOverview } from '@affnet/contracts';
import { remoteStore } from '../src/remotes/store';
import { ACME, body, buildTestApp, GLOBEX, type TestApp, UNKNOWN_HOST } from './helpers';
import { TEST_NOW } from './instants';
import { areaOf, release, remotesApp, send, writeReleaseFolder } from './remotes-helpers';

/** Releases: registered by API or found at start, served at /remotes/, and the failures the host reports. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await remotesApp());
});
afterAll(() => t.close());

const register = (payload: object) => send(t, 'POST', '/api/remotes/releases', admin, payload);

describe('registering a release', () => {
  it("reads the area from the release folder and keeps a release's content immutable", async () => {
    writeReleaseFolder(t.config.releasesDir, 'mfe_statistics', '1.0.0', areaOf('mfe_statistics', 'Stats'));
    const first = await register({ remote: 'mfe_statistics', version: '1.0.0' });
    expect(first.statusCode).toBe(200);
    expect(body<RemoteRelease>(first).payload).toMatchObject({
      remote: 'mfe_statistics',
      version: '1.0.0',
      entry: '/remotes/mfe_statistics/1.0.0/mf-manifest.json',
      failures_24h: 0,
      failures_total: 0,
    });
    const stored = await remoteStore(t.app.ctx.db).release('mfe_statistics', '1.0.0');
    expect(JSON.parse(stored?.area_json ?? 'null').messages.en['title.offers']).toBe('Stats');
    // A retry of the same registration is fine; other content under the same version is not.
    expect(body(await register({ remote: 'mfe_statistics', version: '1.0.0' })).msg).toBe('Release already registered');
    const changed = await register({
      remote: 'mfe_statistics',
      version: '1.0.0',
      area: areaOf('mfe_statistics', 'New'),
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ field: 'version', code: 'RELEASE_EXISTS' });
  });

  it('takes an entry URL elsewhere, and refuses a release with neither a folder nor an entry URL', async () => {
    const cdn = await register({
      remote: 'mfe_auth',
      version: '2.0.0',
      entry_url: 'https://cdn.example/auth/mf-manifest.json',
    });
    expect(body<RemoteRelease>(cdn).payload?.entry).toBe('https://cdn.example/auth/mf-manifest.json');
    const nothing = await register({ remote: 'mfe_auth', version: '2.0.1' });
    expect(nothing.json()).toMatchObject({ err: 1, field: 'entry_url', code: 'REQUIRED' });
    const badUrl = await register({ remote: 'mfe_auth', version: '2.0.2', entry_url: 'javascript:alert(1)' });
    expect(badUrl.json()).toMatchObject({ err: 1, field: 'entry_url' });
    const badVersion = await register({
      remote: 'mfe_auth',
      version: '2.0',
      entry_url: 'https://cdn.example/x/mf-manifest.json',
    });
    expect(badVersion.json()).toMatchObject({ err: 1, field: 'version', code: 'INVALID_FORMAT' });
  });

  it('never stores an area of the wrong shape, naming what is wrong', async () => {
    const cases: [unknown, string][] = [
      [{ ...areaOf('mfe_offers'), remote: 'mfe_auth' }, 'area.remote'],
      [{ ...areaOf('mfe_offers'), mounts: 'offers' }, 'area.mounts'],
      [{ ...areaOf('mfe_offers'), pages: [{ path: '/x', permissions: ['root'] }] }, 'area.pages.0.permissions.0'],
      [{ ...areaOf('mfe_offers'), menu: [{ id: 'x', label: 'y', icon: 'M0', roles: [] }] }, 'area.menu.0.order'],
      [{ ...areaOf('mfe_offers'), messages: { en: { title: 5 } } }, 'area.messages.en.title'],
      [{ ...areaOf('mfe_offers'), messages: { 'english!': {} } }, 'area.messages.english!'],
    ];
    for (const [area, field] of cases) {
      const response = await register({
        remote: 'mfe_offers',
        version: '5.0.0',
        entry_url: 'https://cdn.example/e.json',
        area,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, code: 'INVALID_AREA' });
    }
    const extra = await register({
      remote: 'mfe_offers',
      version: '5.0.0',
      entry_url: 'https://cdn.example/e.json',
      area: { ...areaOf('mfe_offers'), script: '<script>' },
    });
    expect(extra.statusCode).toBe(200);
    expect((await remoteStore(t.app.ctx.db).release('mfe_offers', '5.0.0'))?.area_json).not.toContain('script');
  });
});

describe('release files at /remotes/', () => {
  it('serves a release with entries revalidated, chunks cached for good and brotli when asked', async () => {
    const folder = writeReleaseFolder(t.config.releasesDir, 'mfe_offers', '1.0.0');
    writeFileSync(path.join(folder, 'remoteEntry.js.br'), 'brotli bytes');
    const manifest = await send(t, 'GET', '/remotes/mfe_offers/1.0.0/mf-manifest.json', null);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'mfe_offers', version: '1.0.0' });
    expect((await send(t, 'GET', '/remotes/mfe_offers/1.0.0/area.json', null)).headers['cache-control']).toBe(
      'no-cache',
    );
    const chunk = await send(t, 'GET', '/remotes/mfe_offers/1.0.0/static/js/123.abcdef12.js', null);
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject({
      method: 'GET',
      url: '/remotes/mfe_offers/1.0.0/remoteEntry.js',
      headers: { host: ACME, 'accept-encoding': 'br' },
    });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.body).toBe('brotli bytes');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('refuses paths outside a release folder and never answers them with the web app', async () => {
    writeFileSync(path.join(t.config.releasesDir, 'secret.txt'), 'secret');
    mkdirSync(path.join(t.config.releasesDir, 'mfe_offers', 'notaversion'), { recursive: true });
    writeFileSync(path.join(t.config.releasesDir, 'mfe_offers', 'notaversion', 'x.js'), 'x');
    for (const url of [
      '/remotes/secret.txt',
      '/remotes/mfe_offers/1.0.0/../../secret.txt',
      '/remotes/mfe_offers/1.0.0/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe_offers/1.0.0/..%2f..%2fsecret.txt',
      '/remotes/mfe_offers/notaversion/x.js',
      '/remotes/other/1.0.0/x.js',
      '/remotes/mfe_offers/1.0.0/',
      '/remotes/mfe_offers/1.0.0/missing.js',
    ]) {
      const response = await send(t, 'GET', url, null);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('secret');
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });
});

describe('failures reported by the host', () => {
  it('stores a report for the network of the host, cuts a long message and counts failures per release', async () => {
    await release(t, admin, 'mfe_publisher', '1.0.0');
    const report = { remote: 'mfe_publisher', version: '1.0.0', area: '/dashboard', message: 'x'.repeat(2000) };
    for (const host of [ACME, GLOBEX, UNKNOWN_HOST]) {
      const response = await send(t, 'POST', '/mf/failures', null, report, host);
      expect(response.statusCode).toBe(200);
    }
    const store = remoteStore(t.app.ctx.db);
    // One failure from two days before "now": counted in the total, not in the last 24 hours.
    await store.insertFailure({
      remote: 'mfe_publisher',
      version: '1.0.0',
      network_id: null,
      area: '/',
      message: 'old',
      anonymous: 1,
      created_at: new Date(Date.parse(TEST_NOW) - 2 * 24 * 3600 * 1000).toISOString(),
    });
    const rows = await t.app.ctx.db.selectFrom('remote_failures').selectAll().orderBy('id').execute();
    const acme = (await t.app.ctx.platform.networkBySlug('acme'))?.id;
    expect(rows[0]).toMatchObject({ network_id: acme, area: '/dashboard', version: '1.0.0' });
    expect(rows[0]?.message).toHaveLength(500);
    expect(rows[2]?.network_id).toBeNull();
    const overview = body<RemotesOverview>(await send(t, 'GET', '/api/remotes', admin)).payload;
    // Sent without a session: anonymous, counted apart from signed-in users' reports.
    expect(overview?.releases.find((r) => r.remote === 'mfe_publisher')).toMatchObject({
      failures_24h: 0,
      failures_total: 0,
      anonymous_failures_24h: 3,
      anonymous_failures_total: 4,
    });
  });

  it('refuses a report of an unknown remote or without a message', async () => {
    const bad = [
      [{ remote: 'mfe_nope', version: '1.0.0', area: '/', message: 'x' }, 'remote'],
      [{ remote: 'mfe_offers', version: '1.0.0', area: '/' }, 'message'],
      [{ remote: 'mfe_offers', version: '<script>', area: '/', message: 'x' }, 'version'],
    ] as const;
    for (const [payload, field] of bad) {
      const response = await send(t, 'POST', '/mf/failures', null, payload, ACME);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ err: 1, field });
    }
  });
});

describe('release folders found at start', () => {
  it('registers unknown folders; a first start makes the newest local build the default, a restart moves nobody', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-releases-'));
    const first = await buildTestApp({}, dataDir);
    const dir = first.config.releasesDir;
    const built = (version: string, secondsAgo: number) => {
      const folder = writeReleaseFolder(dir, 'mfe_offers', version);
      const at = new Date(Date.parse(TEST_NOW) - secondsAgo * 1000);
      utimesSync(path.join(folder, 'mf-manifest.json'), at, at);
    };
    await first.app.close();
    const restart = async () => {
      const again = await buildTestApp({ DEPLOY_TOKEN: 'x' }, dataDir);
      const version = async (host: string) =>
        body<RemoteManifest>(await send(again, 'GET', '/mf/manifest', null, undefined, host)).payload?.releases
          .mfe_offers.version;
      return { again, version: await version(ACME), globex: await version(GLOBEX) };
    };
    try {
      built('0.1.0-local.aaaaaaaa', 60);
      built('1.0.0', 30);
      writeReleaseFolder(dir, 'mfe_offers', '1.0.1', { remote: 'mfe_offers', mounts: 'garbage' });
      // First start of a database that knows no release: `npm start` serves the newest local build.
      let { again, version } = await restart();
      expect(version).toBe('0.1.0-local.aaaaaaaa');
      const known = await remoteStore(again.app.ctx.db).releasesOf('mfe_offers');
      expect(known.map((r) => r.version).sort()).toEqual(['0.1.0-local.aaaaaaaa', '1.0.0']);
      expect(JSON.parse(known[0]?.area_json ?? 'null')).toEqual(areaOf('mfe_offers'));
      const globexId = (await again.app.ctx.platform.networkBySlug('globex'))?.id;
      const pinned = await send(again, 'PUT', `/api/remotes/mfe_offers/rollouts/${globexId}`, 'Bearer x', {
        version: '1.0.0',
      });
      expect(pinned.statusCode).toBe(200);
      const auditCount = async (app: typeof again) =>
        (await app.app.ctx.db.selectFrom('audit_log').select('id').execute()).length;
      const audited = await auditCount(again);
      await again.close();

      // A rebuild and a restart: the new build is registered, and neither the default nor Globex moves.
      built('0.1.0-local.bbbbbbbb', 10);
      const rebuilt = await restart();
      again = rebuilt.again;
      expect(rebuilt.version).toBe('0.1.0-local.aaaaaaaa');
      expect(rebuilt.globex).toBe('1.0.0');
      expect(await remoteStore(again.app.ctx.db).release('mfe_offers', '0.1.0-local.bbbbbbbb')).toBeDefined();
      expect(await auditCount(again)).toBe(audited);
      await again.close();

      // Even with no platform default left, a database that knows releases gets none silently.
      const emptied = await buildTestApp({ DEPLOY_TOKEN: 'x' }, dataDir);
      await emptied.app.ctx.db.deleteFrom('remote_rollouts').execute();
      await emptied.close();
      built('0.1.0-local.cccccccc', 1);
      ({ again, version } = await restart());
      expect(version).toBe('configured');
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
